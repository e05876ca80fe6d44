import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { toldWords } from './told-words';
import { gameNameIn, siteLanguages, type SiteLanguage } from '../api/languages';
import { drawDateText } from '../draw-day/site-clock-text';

/** What a channel post tells: a result declared, a result corrected, or a game's holiday. */
export const channelSendKinds = ['declared', 'corrected', 'holiday'] as const;
export type ChannelSendKind = (typeof channelSendKinds)[number];

/** How telling the channel ended: a new post, an edit of the day's post, a failure, or nothing (a newer one told it). */
export const channelOutcomes = ['sent', 'edited', 'failed', 'skipped'] as const;
export type ChannelOutcome = (typeof channelOutcomes)[number];

/**
 * Why a post failed, so the admin knows what to mend: the bot token (401, or 404 for one Telegram cannot
 * parse), the chat (400, chat not found), the bot's rights in it (403), another refusal, or Telegram out of reach.
 */
export const channelFailures = ['token', 'chat', 'rights', 'refused', 'unreachable'] as const;
export type ChannelFailure = (typeof channelFailures)[number];

export interface ChannelPostFacts {
  game: { NameEn: string; NameHn: string };
  drawDate: string;
  /** The time the result was published, as `05:17 PM`; null for a holiday. */
  time: string | null;
  result: string | null;
  /** The value a correction replaced. */
  previousResult: string | null;
  kind: ChannelSendKind;
  /** The game's page in the channel's language. */
  url: string;
}

const what = ({ kind, result, previousResult, time }: ChannelPostFacts, language: SiteLanguage): string => {
  const words = toldWords(language);
  if (kind === 'holiday') return `${words.holiday}, ${words.noResult}`;
  if (kind === 'corrected') return `${result} - ${words.corrected} (${words.was(previousResult ?? '')}) ${time}`;
  return `${result} - ${words.declared} ${time}`;
};

/** The game as the channel names it: in English with its Hindi name in brackets, in Hindi by its Hindi name. */
const channelGameName = ({ NameEn, NameHn }: ChannelPostFacts['game'], language: SiteLanguage): string =>
  language === 'hi' ? gameNameIn(language, { NameEn, NameHn }) : `${NameEn}${NameHn ? ` (${NameHn})` : ''}`;

/**
 * A channel post in the channel's language: "<Game> (<Hindi name>): 42 - declared 05:17 PM, 26 Nov 2026", or
 * "<हिंदी नाम>: 42 - घोषित 05:17 PM, 26 नव॰ 2026", then the game's page on a line of its own. One rule for the
 * server that posts and the tests that read the posts.
 */
export const channelPostText = (facts: ChannelPostFacts, language: SiteLanguage = 'en'): string =>
  `${channelGameName(facts.game, language)}: ${what(facts, language)}, ${drawDateText(facts.drawDate, language)}\n${facts.url}`;

/** The settings that name a chat: the first in TELEGRAM_LANGUAGE, the second the Hindi one beside it. */
export const channelChatSettings = ['TELEGRAM_CHAT_ID', 'TELEGRAM_CHAT_ID_HI'] as const;
export type ChannelChatSetting = (typeof channelChatSettings)[number];

const channelProblemSchema = z.object({ failure: z.enum(channelFailures), detail: z.string() });

/** GET apiPaths.adminChannel: whether posting is on and working, and the latest posts. */
export const channelSummarySchema = z.object({
  /** `off` without a bot token and chat; `failing` when the latest finished post failed. */
  status: z.enum(['off', 'working', 'failing']),
  /** The chat posted to (its id or @username: TELEGRAM_CHAT_ID), null when off. */
  chat: z.nullable(z.string()),
  /** Why the latest finished post failed, when it did, with Telegram's words. */
  problem: z.nullable(channelProblemSchema),
  /** Each chat posted to, in the order of its setting, with the language its posts are written in; empty when off. */
  chats: z.array(
    z.object({
      chat: z.string(),
      language: z.enum(siteLanguages),
      /** The setting that names it, for the admin to mend. */
      setting: z.enum(channelChatSettings),
      /** Why the latest finished post to this chat failed, when it did. */
      problem: z.nullable(channelProblemSchema),
    }),
  ),
  posts: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      /** The language of the channel it went to. */
      language: z.enum(siteLanguages),
      drawDate: z.string(),
      kind: z.enum(channelSendKinds),
      result: z.nullable(z.string()),
      previousResult: z.nullable(z.string()),
      queuedAt: z.string(),
      finishedAt: z.nullable(z.string()),
      /** Null while queued. */
      outcome: z.nullable(z.enum(channelOutcomes)),
      failure: z.nullable(z.enum(channelFailures)),
      detail: z.nullable(z.string()),
    }),
  ),
});
export type ChannelSummary = z.infer<typeof channelSummarySchema>;
