import { useId } from 'react';
import { Alert, useSiteTimeZone } from '@ghadi/ui';
import { drawDateText, siteDateTimeText, type ChannelSummary } from '@ghadi/contracts';
import { RecordTable, type Column } from '@/components/record-table';
import { useChannelSummary } from '@/features/dashboard/api/get-channel-summary';
import { DashboardPanel } from '@/features/dashboard/components/dashboard-panel';
import { useTexts, withCode, type AdminTexts } from '@/lib/texts';

type Post = ChannelSummary['posts'][number];
type Chat = ChannelSummary['chats'][number];

const valueOf = ({ t }: AdminTexts, post: Post): string => {
  if (post.kind === 'holiday') return t('channel.holiday');
  if (post.kind === 'corrected') return t('channel.was', { result: post.result ?? '', previous: post.previousResult ?? '' });
  return post.result ?? '';
};

const outcomeOf = ({ t }: AdminTexts, post: Post): string => (post.outcome === null ? t('channel.posting') : t(`channel.${post.outcome}`));

const postColumns = (texts: AdminTexts, timeZone: string): Column<Post>[] => [
  { header: texts.t('push.game'), cell: (post) => post.game, rowHeader: true },
  { header: texts.t('channel.language'), cell: (post) => texts.t(`channel.language.${post.language}`) },
  { header: texts.t('channel.date'), cell: (post) => drawDateText(post.drawDate, texts.language) },
  { header: texts.t('common.result'), cell: (post) => valueOf(texts, post) },
  { header: texts.t('push.queuedAt'), cell: (post) => siteDateTimeText(post.queuedAt, timeZone, texts.language) },
  { header: texts.t('push.outcome'), cell: (post) => outcomeOf(texts, post) },
];

/** One chat's state as one line, named by its language: working, or failing with what to mend. */
function ChatState({ chat: { chat, language, setting, problem } }: { chat: Chat }) {
  const { t } = useTexts();
  const label = t('channel.chatIn', { language: t(`channel.language.${language}`) });
  if (problem === null) return <p>{label} {t('channel.working', { chat })}</p>;
  return (
    <Alert tone="error">
      {label} {withCode(t(`channel.failure.${problem.failure}`, { chat, setting }))} {t('channel.telegramSaid', { detail: problem.detail })}
    </Alert>
  );
}

/** The state of posting: off, or each chat's own (a Hindi chat beside the first may fail on its own). */
function ChannelState({ summary }: { summary: ChannelSummary }) {
  const { t } = useTexts();
  if (summary.status === 'off') return <p>{withCode(t('channel.off'))}</p>;
  return summary.chats.map((chat) => <ChatState key={chat.setting} chat={chat} />);
}

/** Posting to the Telegram channels at a glance: whether each works, in which language, and the latest posts. */
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
