import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '@ghadi/contracts';
import { getAccountSecurity } from '@ghadi/api-client';
import { getSession, signIn, useSession } from '@ghadi/auth';
import { Alert } from '../alert';
import { useUiTexts } from '../ui-texts';
import { ApiTokensSection } from './api-tokens-section';
import { PasskeysSection } from './passkeys-section';
import { ChangePasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';

const securityQuery = { queryKey: [accountPaths.mySecurity], queryFn: ({ signal }: { signal: AbortSignal }) => getAccountSecurity(signal) };

/** The signed-in user's security: second factors, password, sessions, and (for an agent) API tokens. */
export function AccountSecurityScreen() {
  const { t } = useUiTexts();
  const session = useSession();
  const queryClient = useQueryClient();
  const security = useQuery(securityQuery);

  async function changed() {
    const fresh = await queryClient.fetchQuery({ ...securityQuery, staleTime: 0 });
    const current = getSession();
    // A factor now exists: the server has released this session from enrolment, and so does the page.
    if (current?.mfaEnrolmentRequired && (fresh.totpEnabled || fresh.passkeys.length > 0)) {
      const { mfaEnrolmentRequired: _held, ...released } = current;
      signIn(released);
    }
  }

  return (
    <div className="account-security">
      <h1>{t('ui.account.title')}</h1>
      {session?.mfaEnrolmentRequired && <Alert tone="error">{t('ui.account.enrolmentRequired')}</Alert>}
      {security.isPending && <p>{t('ui.account.loading')}</p>}
      {security.isError && <Alert tone="error">{t('ui.account.loadFailed')}</Alert>}
      {security.data && (
        <>
          <TotpSection security={security.data} onChanged={() => void changed()} />
          <PasskeysSection security={security.data} onChanged={() => void changed()} />
        </>
      )}
      {!session?.mfaEnrolmentRequired && <ChangePasswordSection />}
      {!session?.mfaEnrolmentRequired && <SessionsSection />}
      {!session?.mfaEnrolmentRequired && session?.userType === 'agent' && <ApiTokensSection agentId={session.id} />}
    </div>
  );
}
