import { act, render, screen } from '@testing-library/react';
import type { DrawDay } from '@ghadi/contracts';
import { buildGameDay } from '@ghadi/testing';
import { AppProvider } from '@/app/provider';
import { ReadStore } from '@/lib/reads';
import { seedRuntimeConfig } from '@/lib/runtime-config';
import { testI18n } from '@/testing/texts';
import { GameDayStatus } from '../game-day-status';
import { LiveStrip } from '../live-strip';

const RENDERED_AT = '2026-11-24T11:00:00.000Z'; // 04:30 PM in Kolkata
const at = (seconds: number) => new Date(Date.parse(RENDERED_AT) + seconds * 1000).toISOString();

function renderWithClock(ui: React.ReactNode) {
  const store = new ReadStore();
  seedRuntimeConfig(store, { apiBaseUrl: '', remotes: { admin: '', agent: '' }, siteName: 'Test', timeZone: 'Asia/Kolkata', demo: false, publicOrigin: '', pushPublicKey: null });
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProvider store={store} i18n={testI18n()} renderedAt={RENDERED_AT}>
        {children}
      </AppProvider>
    ),
  });
}

beforeEach(() => jest.useFakeTimers({ now: new Date(RENDERED_AT) }));
afterEach(() => jest.useRealTimers());

test('a countdown ticks every second, is not announced as it ticks, and turns into Waiting at zero', () => {
  renderWithClock(<GameDayStatus game={buildGameDay({ GID: 1 }, { dueAt: at(62) })} />);
  const timer = screen.getByRole('timer');
  expect(timer).toHaveTextContent('in 1 min 02 s');
  expect(timer).toHaveAttribute('aria-live', 'off');
  expect(screen.getByText(/^Upcoming/).closest('[aria-live="polite"], [aria-live="assertive"], [role="status"]')).toBeNull();

  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('in 1 min 01 s');

  act(() => jest.advanceTimersByTime(61_000));
  expect(screen.queryByRole('timer')).toBeNull();
  expect(screen.getByText('Waiting')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText('Waiting (1 min late)')).toBeInTheDocument();
});

test.each([
  [buildGameDay({ GID: 1 }, { state: 'awaited', dueAt: at(-12 * 60) }), 'Waiting (12 min late)'],
  [buildGameDay({ GID: 1 }, { state: 'declared', result: '45', declaredAt: '2026-11-24T11:47:00Z' }), 'Declared 05:17 PM'],
  [buildGameDay({ GID: 1 }, { state: 'corrected', result: '24', declaredAt: '2026-11-24T11:47:00Z', correctedAt: '2026-11-24T12:10:00Z', previousResult: '42' }), 'Corrected 05:40 PM (was 42)'],
  [buildGameDay({ GID: 1 }, { state: 'holiday' }), 'Holiday'],
  [buildGameDay({ GID: 1 }), 'Upcoming'],
])('the state line says %#: %s', (game, text) => {
  renderWithClock(<GameDayStatus game={game} />);
  expect(screen.getByText(text)).toBeInTheDocument();
});

describe('the live strip', () => {
  const names = new Map([
    [1, 'Kalyan'],
    [2, 'Milan Day'],
    [3, 'Sridevi'],
  ]);
  const board = (games: DrawDay['games']): DrawDay => ({ day: '2026-11-24', lastUpdatedAt: null, games });

  test('says what is next with its countdown, what is awaited and the latest result', () => {
    renderWithClock(
      <LiveStrip
        names={names}
        drawDay={board([
          buildGameDay({ GID: 1 }, { dueAt: at(30) }),
          buildGameDay({ GID: 2 }, { state: 'awaited', dueAt: at(-60) }),
          buildGameDay({ GID: 3 }, { state: 'declared', result: '45', declaredAt: '2026-11-24T10:45:00Z' }),
        ])}
      />,
    );
    const strip = screen.getByRole('region', { name: 'Live' });
    expect(strip).toHaveTextContent('Next: Kalyan in 30 s');
    expect(strip).toHaveTextContent('Waiting: Milan Day');
    expect(strip).toHaveTextContent('Latest: Sridevi 45 at 04:15 PM');

    act(() => jest.advanceTimersByTime(30_000));
    expect(strip).not.toHaveTextContent('Next:');
    expect(strip).toHaveTextContent('Waiting: Kalyan, Milan Day');
  });

  test("shows a market's latest line with its undeclared part as stars", () => {
    renderWithClock(<LiveStrip names={names} drawDay={board([buildGameDay({ GID: 3 }, { state: 'declared', result: '123-6', declaredAt: '2026-11-24T10:45:00Z' })])} />);
    expect(screen.getByRole('region', { name: 'Live' })).toHaveTextContent('Latest: Sridevi 123-6*-*** at 04:15 PM');
  });

  test('leaves out a game it cannot name yet (the games’ list arrives after the board)', () => {
    renderWithClock(<LiveStrip names={names} drawDay={board([buildGameDay({ GID: 9 }, { dueAt: at(10) }), buildGameDay({ GID: 1 }, { dueAt: at(30) })])} />);
    expect(screen.getByRole('region', { name: 'Live' })).toHaveTextContent('Next: Kalyan in 30 s');
  });

  test('leaves out the parts with nothing to say, and is not there when none has', () => {
    const { rerender } = renderWithClock(<LiveStrip names={names} drawDay={board([buildGameDay({ GID: 1 }, { dueAt: at(30) })])} />);
    expect(screen.getByRole('region', { name: 'Live' }).querySelectorAll('li')).toHaveLength(1);

    rerender(<LiveStrip names={names} drawDay={board([buildGameDay({ GID: 1 }, { state: 'holiday' })])} />);
    expect(screen.queryByRole('region', { name: 'Live' })).toBeNull();
  });
});
