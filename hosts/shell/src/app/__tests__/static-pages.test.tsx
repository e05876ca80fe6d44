import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { context } = setupPublicApi();

test('the disclaimer says, by default, that results are for information only and no numbers are sold', async () => {
  renderApp('/disclaimer');
  expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
  expect(screen.getByText(/for information only/)).toHaveTextContent(/never sell numbers/);
  expect(document.title).toBe('Disclaimer');
});

test('About and Privacy Policy have header, footer and their text', async () => {
  renderApp('/privacy-policy');
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText(/no IP address is stored/)).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Site information' })).toBeInTheDocument();
});

test('an admin-written block replaces the default text', async () => {
  context.site.siteContent = { about: { Title: 'About us', Content: '<p>Run by the results desk since 2019.</p>' } };
  renderApp('/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getByText('Run by the results desk since 2019.')).toBeInTheDocument();
});
