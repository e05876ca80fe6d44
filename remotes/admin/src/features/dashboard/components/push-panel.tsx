import './push-panel.css';
import { useId } from 'react';
import { Alert, useSiteTimeZone } from '@ghadi/ui';
import { siteDateTimeText, type PushSummary } from '@ghadi/contracts';
import { RecordTable, type Column } from '@/components/record-table';
import { usePushSummary } from '@/features/dashboard/api/get-push-summary';

type Send = PushSummary['sends'][number];
type Follow = PushSummary['games'][number] & { id: string };

const outcome = (send: Send): string =>
  send.finishedAt === null ? 'Sending' : `${send.sent} sent, ${send.failed} failed, ${send.removed} removed`;

const followColumns: Column<Follow>[] = [
  { header: 'Game', cell: (game) => game.name, rowHeader: true },
  { header: 'Subscribers', cell: (game) => game.subscribers },
];

const sendColumns = (timeZone: string): Column<Send>[] => [
  { header: 'Game', cell: (send) => send.game, rowHeader: true },
  { header: 'Result', cell: (send) => send.result },
  { header: 'Kind', cell: (send) => (send.kind === 'declared' ? 'Declared' : 'Corrected') },
  { header: 'Queued at', cell: (send) => siteDateTimeText(send.queuedAt, timeZone) },
  { header: 'Outcome', cell: outcome },
];

/** Push notifications at a glance: followers per game and the latest sends, with no personal data. */
export function PushPanel() {
  const summary = usePushSummary();
  const timeZone = useSiteTimeZone();
  const followersId = useId();
  const sendsId = useId();
  const followed = summary.data?.games.filter((game) => game.subscribers > 0).map((game) => ({ ...game, id: game.ghadiId })) ?? [];
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
            <>
              <h4 id={followersId}>Subscribers per game</h4>
              <RecordTable rows={followed} columns={followColumns} actions={[]} labelledBy={followersId} />
            </>
          )}
          {summary.data.sends.length === 0 ? (
            <p>No notification has been sent yet.</p>
          ) : (
            <>
              <h4 id={sendsId}>Last sends</h4>
              <RecordTable rows={summary.data.sends} columns={sendColumns(timeZone)} actions={[]} labelledBy={sendsId} />
            </>
          )}
        </>
      )}
    </section>
  );
}
