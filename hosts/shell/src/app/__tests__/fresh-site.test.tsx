import { screen, within } from '@testing-library/react';
import { signIn, signOut } from '@ghadi/auth';
import { buildSession } from '@ghadi/testing';
import { apiPaths, BLOG_SECTION_SLUG, sitePaths } from '@ghadi/contracts';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { server, context } = setupPublicApi();

const requested: string[] = [];
beforeAll(() => server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname)));
beforeEach(() => {
  requested.length = 0;
  context.site = { ...context.site, games: [], monthResults: [], gameResults: {}, blogSection: null };
});
afterEach(() => signOut());

const satta = () => screen.getByRole('region', { name: 'SATTA CHART' });

test('without a blog block the home says "Section not found." without asking for the block (no 404)', async () => {
  renderApp('/');
  expect(await screen.findByText('Section not found.')).toBeInTheDocument();
  expect(requested).toContain(apiPaths.siteContent);
  expect(requested).not.toContain(apiPaths.contentBlockBySlug.url(BLOG_SECTION_SLUG));
});

test('without games the chart says so plainly, with no link for a visitor', async () => {
  renderApp('/');
  expect(await within(satta()).findByText('No games yet.')).toBeInTheDocument();
  expect(within(satta()).queryByRole('link')).toBeNull();
});

test('a signed-in admin is shown where games are added', async () => {
  signIn(buildSession('admin'));
  renderApp('/');
  expect(await within(satta()).findByRole('link', { name: 'Add games' })).toHaveAttribute('href', sitePaths.admin.ghadi);
});

test('a signed-in agent is not', async () => {
  signIn(buildSession('agent'));
  renderApp('/');
  expect(await within(satta()).findByText('No games yet.')).toBeInTheDocument();
  expect(within(satta()).queryByRole('link')).toBeNull();
});
