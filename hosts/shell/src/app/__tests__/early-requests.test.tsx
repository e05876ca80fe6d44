import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildRecordId } from '@ghadi/testing';
import { apiPaths, BLOG_SECTION_SLUG, serverMessages } from '@ghadi/contracts';
import { HOME_DATA_PATHS, startEarlyRequests } from '@/lib/early-requests';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { server, context } = setupPublicApi();

const requested: string[] = [];
beforeAll(() => server.events.on('request:start', ({ request }) => void requested.push(`${request.method} ${new URL(request.url).pathname}`)));
beforeEach(() => {
  requested.length = 0;
  const id = buildRecordId();
  context.site.blogSection = { _id: id, id, Title: 'Blog', Slug: 'blog-section', Content: '<p>Weekly notes</p>', isActive: true };
});

const timesRequested = (path: string) => requested.filter((request) => request === `GET ${path}`).length;

test('the blog block comes with the site content, so no request of its own can answer 404', () => {
  expect(HOME_DATA_PATHS).toContain(apiPaths.siteContent);
  expect(HOME_DATA_PATHS).not.toContain(apiPaths.contentBlockBySlug.url(BLOG_SECTION_SLUG));
});

test('the home page uses the data requested before its code arrived, and asks for none of it again', async () => {
  startEarlyRequests('/');
  renderApp('/');
  await screen.findAllByText('Kalyan');
  await screen.findByText('Weekly notes');
  for (const path of HOME_DATA_PATHS) expect(timesRequested(path)).toBe(1);
});

test('an early request that failed is asked for again the usual way', async () => {
  server.use(http.get(`*${apiPaths.ghadis}`, () => HttpResponse.json({ success: false, message: serverMessages.databaseUnavailable }, { status: 503 }), { once: true }));
  startEarlyRequests('/');
  renderApp('/');
  expect(await screen.findAllByText('Kalyan')).not.toHaveLength(0);
  expect(timesRequested(apiPaths.ghadis)).toBe(2);
});

test('other pages start only the runtime config early', async () => {
  startEarlyRequests('/about');
  await waitFor(() => expect(requested).toEqual([`GET ${apiPaths.runtimeConfig}`]));
});
