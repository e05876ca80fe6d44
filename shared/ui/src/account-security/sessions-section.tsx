import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountPaths } from '@ghadi/contracts';
import { endOtherSessions, endSignedInSession, getSignedInSessions } from '@ghadi/api-client';
import { Alert } from '../alert';
import { confirmAction } from '../confirm-action';
import { useSiteTimeZone } from '../site-config';
import { useUiTexts } from '../ui-texts';
import { formatStamp, useAccountAction } from './account-action';

/** Where the account is signed in: each session's device, address and times; any other one can be ended. */
export function SessionsSection() {
  const { t, language } = useUiTexts();
  const timeZone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: [accountPaths.mySessions], queryFn: ({ signal }) => getSignedInSessions(signal) });
  const { busy, notice, run, prompt } = useAccountAction();
  const reload = () => queryClient.invalidateQueries({ queryKey: [accountPaths.mySessions] });
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  async function end(id: string) {
    if (confirmAction(t('ui.account.sessionEndConfirm')) && (await run(`end-${id}`, () => endSignedInSession(id)))) await reload();
  }

  async function endOthers() {
    if (confirmAction(t('ui.account.sessionsEndOthersConfirm')) && (await run('others', endOtherSessions))) await reload();
  }

  return (
    <section className="card account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('ui.account.sessionsTitle')}</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {prompt}
      {sessions.isPending && <p>{t('ui.account.loading')}</p>}
      {sessions.isError && <Alert tone="error">{t('ui.account.loadFailed')}</Alert>}
      {sessions.data && (
        <ul className="session-list">
          {sessions.data.map((session) => (
            <li key={session.id} className="session-item">
              <p className="session-device">
                {session.device ?? t('ui.account.unknownDevice')}
                {session.current && <strong className="session-current"> ({t('ui.account.thisDevice')})</strong>}
              </p>
              <dl>
                <dt>{t('ui.account.addressHeading')}</dt>
                <dd>{session.address ?? '-'}</dd>
                <dt>{t('ui.account.startedHeading')}</dt>
                <dd>{formatStamp(session.startedAt, timeZone, language)}</dd>
                <dt>{t('ui.account.lastUsedHeading')}</dt>
                <dd>{formatStamp(session.lastUsedAt, timeZone, language)}</dd>
              </dl>
              {!session.current && (
                <button type="button" className="button button-danger" disabled={busy !== null} onClick={() => void end(session.id)}>
                  {t('ui.account.sessionEnd')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button type="button" className="button" disabled={busy !== null} onClick={() => void endOthers()}>
          {t('ui.account.sessionsEndOthers')}
        </button>
      )}
    </section>
  );
}
