import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { ReadStore } from '@/lib/reads';
import { testI18n } from '@/testing/texts';
import { SattaChartGrid } from '../satta-chart-grid';

const renderCards = (ui: ReactNode) =>
  render(ui, {
    wrapper: ({ children }) => (
      <AppProvider store={new ReadStore()} i18n={testI18n()} renderedAt="2026-11-24T11:00:00.000Z">
        <MemoryRouter>{children}</MemoryRouter>
      </AppProvider>
    ),
  });

const market = { GID: 5, NameEn: 'Kalyan Night', NameHn: 'कल्याण नाइट', RTime: '09:30 PM', CloseTime: '12:05 AM' };

test("a market's card shows its open and close times, and its line with the undeclared part as stars", () => {
  const { rerender } = renderCards(<SattaChartGrid games={[{ ...market, YesterdayResult: '123-68-459', TodayResult: null }]} />);
  const card = screen.getByRole('listitem');
  expect(card).toHaveTextContent('09:30 PM – 12:05 AM');
  expect(card).toHaveTextContent('Yesterday123-68-459');
  expect(card).toHaveTextContent('Today***-**-***');

  rerender(<SattaChartGrid games={[{ ...market, YesterdayResult: null, TodayResult: '340-7' }]} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('Today340-7*-***');
  expect(screen.getByRole('listitem')).toHaveTextContent('Yesterday---');
});

test("a jodi game's card is as it was", () => {
  renderCards(<SattaChartGrid games={[{ GID: 6, NameEn: 'Gali', NameHn: 'गली', RTime: '11:30 PM', YesterdayResult: '42', TodayResult: null }]} />);
  expect(screen.getByRole('listitem')).toHaveTextContent(/^Gali11:30 PMYesterday42Today---/);
});
