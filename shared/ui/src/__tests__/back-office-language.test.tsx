import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiClient } from '@ghadi/api-client';
import type { SiteLanguage } from '@ghadi/contracts';
import { createI18n } from '@ghadi/i18n';
import { BackOfficeLanguage } from '../back-office-language';

const asked: string[] = [];
const server = setupServer(
  http.get('*/api/probe', ({ request }) => {
    asked.push(request.headers.get('accept-language') ?? '');
    return HttpResponse.json({ success: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A screen that asks the server for something as soon as it shows, as the back offices' screens do. */
function Screen() {
  useEffect(() => void apiClient.get('/api/probe'), []);
  return null;
}

function BackOffice({ name, language }: { name: string; language: SiteLanguage }) {
  return (
    <BackOfficeLanguage key={name} i18n={createI18n(language, {})}>
      <Screen />
    </BackOfficeLanguage>
  );
}

test('a back office asks for the server\'s messages in its language from its first request, also when it replaces another', async () => {
  // The login screen hands over to the area behind it: one back office leaves as the next arrives.
  const { rerender, unmount } = render(<BackOffice name="login" language="hi" />);
  rerender(<BackOffice name="area" language="hi" />);
  await waitFor(() => expect(asked).toEqual(['hi', 'hi']));

  rerender(<BackOffice name="area" language="en" />);
  rerender(<BackOffice name="other" language="en" />);
  await waitFor(() => expect(asked).toEqual(['hi', 'hi', 'en']));

  // Once no back office is shown, the public pages' requests are English again.
  rerender(<BackOffice name="again" language="hi" />);
  unmount();
  await apiClient.get('/api/probe');
  expect(asked.at(-1)).toBe('en');
});
