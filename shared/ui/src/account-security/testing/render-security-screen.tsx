import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@ghadi/auth';
import type { SessionUser } from '@ghadi/contracts';
import { UiTexts } from './ui-texts';
import { AccountSecurityScreen } from '../account-security-screen';

/** The Security screen for a signed-in `session`, in `language`, as the back offices mount it; the tests' one way in. */
export function renderSecurityScreen(session: SessionUser, language: 'en' | 'hi' = 'en') {
  signIn(session);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiTexts language={language}>
        <AccountSecurityScreen />
      </UiTexts>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
