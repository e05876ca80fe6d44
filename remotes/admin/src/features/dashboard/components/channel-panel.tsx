import { useId } from 'react';
import { Alert, useSiteTimeZone } from '@ghadi/ui';
import { drawDateText, siteDateTimeText, type ChannelSummary } from '@ghadi/contracts';
import { RecordTable, type Column } from '@/components/record-table';
import { useChannelSummary } from '@/features/dashboard/api/get-channel-summary';
import { DashboardPanel } from '@/features/dashboard/components/dashboard-panel';
import { useTexts, withCode, type AdminTexts } from '@/lib/texts';

type Post = ChannelSummary['posts'][number];

const valueOf = ({ t }: AdminTexts, post: Post): string => {
  if (post.kind === 'holiday') return t('channel.holiday');
  if (post.kind === 'corrected') return t('channel.was', { result: post.result ?? '', previous: post.previousResult ?? '' });
  return post.result ?? '';
};

const outcomeOf = ({ t }: AdminTexts, post: Post): string => (post.outcome === null ? t('channel.posting') : t(`channel.${post.outcome}`));

const postColumns = (texts: AdminTexts, timeZone: string): Column<Post>[] => [
  { header: texts.t('push.game'), cell: (post) => post.game, rowHeader: true },
  { header: texts.t('channel.date'), cell: (post) => drawDateText(post.drawDate, texts.language) },
  { header: texts.t('common.result'), cell: (post) => valueOf(texts, post) },
  { header: texts.t('push.queuedAt'), cell: (post) => siteDateTimeText(post.queuedAt, timeZone, texts.language) },
  { header: texts.t('push.outcome'), cell: (post) => outcomeOf(texts, post) },
];

/** The state of posting as one line: off, working, or failing with what to mend. */
function ChannelState({ summary }: { summary: ChannelSummary }) {
  const { t } = useTexts();
  const chat = summary.chat ?? '';
  if (summary.status === 'off') return <p>{withCode(t('channel.off'))}</p>;
  if (summary.problem === null) return <p>{t('channel.working', { chat })}</p>;
  return (
    <Alert tone="error">
      {withCode(t(`channel.failure.${summary.problem.failure}`, { chat }))} {t('channel.telegramSaid', { detail: summary.problem.detail })}
    </Alert>
  );
}

/** Posting to the Telegram channel at a glance: whether it is on and works, and the latest posts. */
export function ChannelPanel() {
  const texts = useTexts();
  const { t } = texts;
  const summary = useChannelSummary();
  const timeZone = useSiteTimeZone();
  const postsId = useId();
  return (
    <DashboardPanel heading={t('channel.heading')} failed={t('channel.loadFailed')} query={summary}>
      {(data) => (
        <>
          <ChannelState summary={data} />
          {data.posts.length === 0 ? (
            data.status !== 'off' && <p>{t('channel.noPosts')}</p>
          ) : (
            <>
              <h4 id={postsId}>{t('channel.posts')}</h4>
              <RecordTable rows={data.posts} columns={postColumns(texts, timeZone)} actions={[]} labelledBy={postsId} />
            </>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
