import './push-panel.css';
import { Alert, useSiteTimeZone } from '@ghadi/ui';
import { siteDateTimeText, type PushSummary } from '@ghadi/contracts';
import { usePushSummary } from '@/features/dashboard/api/get-push-summary';

type Send = PushSummary['sends'][number];

const outcome = (send: Send): string =>
  send.finishedAt === null ? 'Sending' : `${send.sent} sent, ${send.failed} failed, ${send.removed} removed`;

function SendsTable({ sends, timeZone }: { sends: Send[]; timeZone: string }) {
  return (
    <table className="push-sends">
      <caption>Last sends</caption>
      <thead>
        <tr>
          <th scope="col">Game</th>
          <th scope="col">Result</th>
          <th scope="col">Kind</th>
          <th scope="col">Queued at</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {sends.map((send) => (
          <tr key={send.id}>
            <th scope="row">{send.game}</th>
            <td>{send.result}</td>
            <td>{send.kind === 'declared' ? 'Declared' : 'Corrected'}</td>
            <td>{siteDateTimeText(send.queuedAt, timeZone)}</td>
            <td>{outcome(send)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Push notifications at a glance: followers per game and the latest sends, with no personal data. */
export function PushPanel() {
  const summary = usePushSummary();
  const timeZone = useSiteTimeZone();
  const followed = summary.data?.games.filter((game) => game.subscribers > 0) ?? [];
  return (
    <section className="push-panel" aria-labelledby="push-panel-heading">
      <h3 id="push-panel-heading">Notifications</h3>
      {summary.isPending && <p>Loading...</p>}
      {summary.isError && !summary.data && (
        <Alert tone="error">
          Failed to load notifications.{' '}
          <button type="button" className="button" onClick={() => void summary.refetch()}>
            Retry
          </button>
        </Alert>
      )}
      {summary.data && (
        <>
          {followed.length === 0 ? (
            <p>No visitor follows a game yet.</p>
          ) : (
            <table className="push-followers">
              <caption>Subscribers per game</caption>
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col">Subscribers</th>
                </tr>
              </thead>
              <tbody>
                {followed.map((game) => (
                  <tr key={game.ghadiId}>
                    <th scope="row">{game.name}</th>
                    <td>{game.subscribers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {summary.data.sends.length === 0 ? <p>No notification has been sent yet.</p> : <SendsTable sends={summary.data.sends} timeZone={timeZone} />}
        </>
      )}
    </section>
  );
}
