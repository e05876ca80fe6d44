import { useId } from 'react';
import { useSiteTimeZone } from '@ghadi/ui';
import { siteDateTimeText, type PushSummary } from '@ghadi/contracts';
import { RecordTable, type Column } from '@/components/record-table';
import { usePushSummary } from '@/features/dashboard/api/get-push-summary';
import { DashboardPanel } from '@/features/dashboard/components/dashboard-panel';
import { useTexts, type AdminTexts } from '@/lib/texts';

type Send = PushSummary['sends'][number];
type Follow = PushSummary['games'][number] & { id: string };


const outcome = ({ t }: AdminTexts, send: Send): string =>
  send.finishedAt === null ? t('push.sending') : t('push.outcomeCounts', { sent: send.sent, failed: send.failed, removed: send.removed });

const followColumns = ({ t }: AdminTexts): Column<Follow>[] => [
  { header: t('push.game'), cell: (game) => game.name, rowHeader: true },
  { header: t('push.subscribers'), cell: (game) => game.subscribers },
];

const sendColumns = (texts: AdminTexts, timeZone: string): Column<Send>[] => [
  { header: texts.t('push.game'), cell: (send) => send.game, rowHeader: true },
  { header: texts.t('common.result'), cell: (send) => send.result },
  { header: texts.t('push.kind'), cell: (send) => texts.t(send.kind === 'declared' ? 'push.declared' : 'push.corrected') },
  { header: texts.t('push.queuedAt'), cell: (send) => siteDateTimeText(send.queuedAt, timeZone, texts.language) },
  { header: texts.t('push.outcome'), cell: (send) => outcome(texts, send) },
];

/** Push notifications at a glance: followers per game and the latest sends, with no personal data. */
export function PushPanel() {
  const texts = useTexts();
  const { t } = texts;
  const summary = usePushSummary();
  const timeZone = useSiteTimeZone();
  const followersId = useId();
  const sendsId = useId();
  return (
    <DashboardPanel heading={t('push.heading')} failed={t('push.loadFailed')} query={summary}>
      {(data) => {
        const followed = data.games.filter((game) => game.subscribers > 0).map((game) => ({ ...game, id: game.ghadiId }));
        return (
          <>
            {followed.length === 0 ? (
              <p>{t('push.noFollowers')}</p>
            ) : (
              <>
                <h4 id={followersId}>{t('push.followers')}</h4>
                <RecordTable rows={followed} columns={followColumns(texts)} actions={[]} labelledBy={followersId} />
              </>
            )}
            {data.sends.length === 0 ? (
              <p>{t('push.noSends')}</p>
            ) : (
              <>
                <h4 id={sendsId}>{t('push.sends')}</h4>
                <RecordTable rows={data.sends} columns={sendColumns(texts, timeZone)} actions={[]} labelledBy={sendsId} />
              </>
            )}
          </>
        );
      }}
    </DashboardPanel>
  );
}
