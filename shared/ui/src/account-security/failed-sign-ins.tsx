import { useSyncExternalStore } from 'react';
import { getAccountSecurity } from '@ghadi/api-client';
import { useUiTexts } from '../ui-texts';

// Told once, right after signing in: the count belongs to the sign-in that opened this session, so it is
// read then and kept in this page only until dismissed (a reload does not ask again).
let failedSignIns = 0;
const listeners = new Set<() => void>();

function setFailedSignIns(count: number): void {
  failedSignIns = count;
  listeners.forEach((listener) => listener());
}

/**
 * Reads, for a session just opened, how many wrong passwords and codes were tried on the account since the
 * previous sign-in. A failure to read it leaves nothing to show: the sign-in itself has succeeded.
 */
export async function readFailedSignIns(): Promise<void> {
  setFailedSignIns(0);
  try {
    setFailedSignIns((await getAccountSecurity()).failedSignIns);
  } catch {
    // Nothing to tell; the owner can still see their sessions on the Security screen.
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** "N failed sign-in attempts since your last visit", after a sign-in that had some, until dismissed. */
export function FailedSignInsNotice() {
  const { t } = useUiTexts();
  const count = useSyncExternalStore(subscribe, () => failedSignIns, () => 0);
  if (count === 0) return null;
  return (
    <div className="alert alert-error failed-sign-ins" role="alert">
      <p>
        <strong>{t('ui.account.failedSignIns', { count: count })}</strong> {t('ui.account.failedSignInsHint')}
      </p>
      <button type="button" className="button" onClick={() => setFailedSignIns(0)}>
        {t('ui.account.dismiss')}
      </button>
    </div>
  );
}
