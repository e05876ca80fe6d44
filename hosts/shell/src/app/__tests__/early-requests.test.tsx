import { screen, waitFor } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts';
import { startEarlyRequests } from '@/lib/early-requests';
import { PAGE_DATA_ELEMENT_ID } from '@/lib/page-data-element';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { server } = setupPublicApi();

const requested: string[] = [];
beforeAll(() => server.events.on('request:start', ({ request }) => void requested.push(`${request.method} ${new URL(request.url).pathname}`)));
beforeEach(() => {
  requested.length = 0;
  document.body.innerHTML = '';
});

test('a page the server did not render asks for the runtime config before its code arrives, and only once', async () => {
  startEarlyRequests();
  await waitFor(() => expect(requested).toEqual([`GET ${apiPaths.runtimeConfig}`]));
  renderApp('/about');
  await screen.findByRole('heading', { level: 1 });
  expect(requested.filter((request) => request === `GET ${apiPaths.runtimeConfig}`)).toHaveLength(1);
});

test('a server-rendered page, which carries its config, asks for nothing early', async () => {
  const data = document.createElement('script');
  data.id = PAGE_DATA_ELEMENT_ID;
  document.body.appendChild(data);
  startEarlyRequests();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requested).toEqual([]);
});
