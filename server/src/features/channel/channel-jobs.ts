import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { channelPostText, pathInLanguage, sitePaths, siteTimeText, type ChannelFailure, type ChannelOutcome } from '@ghadi/contracts';
import type { TelegramChannel, TelegramSettings } from '../../config/telegram-settings';
import type { Database } from '../../db/database';
import type { ChannelPostRow } from '../../db/tables/channel-posts';
import { MAX_ATTEMPTS, TransientError } from '../../jobs/retry-rule';
import { findIsCurrentResult } from '../results';
import { BotApiRefusal, callBotApi } from './bot-api';
import {
  claimChannelPost,
  findChannelSend,
  findHolidayIsMarked,
  finishChannelSend,
  releaseChannelPost,
  type NamedChannelSend,
} from './channel-queries';

/** Telling the channel of one declaration, correction or holiday (a channel_sends row). */
export interface ChannelJob {
  sendId: string;
}

export const channelJobId = (job: ChannelJob): string => `channel-${job.sendId}`;

export interface ChannelJobContext {
  db: Kysely<Database>;
  settings: TelegramSettings;
  publicOrigin: string;
  timeZone: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

// Longer than one Bot API call with its timeout: a crashed instance's claim lapses after it.
const CLAIM_MS = 60_000;
// Another instance is posting the same game's day: it is done within one call.
const CLAIMED_RETRY_MS = 1_000;

/** Why Telegram refused, by its answer: what the admin is to mend. */
export function failureOf(error: unknown): ChannelFailure {
  if (!(error instanceof BotApiRefusal)) return 'unreachable';
  if (error.status === 401 || error.status === 404) return 'token';
  if (error.status === 403) return 'rights';
  if (error.status === 400 && /chat not found/i.test(error.description)) return 'chat';
  return 'refused';
}

/** The post in the language of the send's channel, linking the page of its result's date in that language. */
const textOf = (context: ChannelJobContext, send: NamedChannelSend): string =>
  channelPostText(
    {
      game: { NameEn: send.name_en, NameHn: send.name_hn },
      drawDate: send.draw_date,
      time: send.result_changed_at === null ? null : siteTimeText(send.result_changed_at, context.timeZone),
      result: send.result,
      previousResult: send.previous_result,
      kind: send.kind,
      url: `${context.publicOrigin}${pathInLanguage(send.language, sitePaths.gameDate(send.name_en, send.draw_date))}`,
    },
    send.language,
  );

/** Whether what the send tells is still so: a value changed again since, or a holiday removed, is not told. */
async function isStillSo(db: Kysely<Database>, send: NamedChannelSend): Promise<boolean> {
  if (send.kind === 'holiday') return findHolidayIsMarked(db, send.gid, send.draw_date);
  return findIsCurrentResult(db, { gid: send.gid, drawDate: send.draw_date, result: send.result, changedAt: send.result_changed_at });
}

const withoutPreview = { link_preview_options: { is_disabled: true } };

/** Edits the day's post in `channel` to `text` when there is one, else posts it: one message per game and day in each channel. */
async function tell(
  settings: TelegramSettings,
  channel: TelegramChannel,
  post: ChannelPostRow,
  text: string,
): Promise<{ outcome: 'sent' | 'edited'; messageId: string }> {
  if (post.message_id !== null) {
    const edited = { outcome: 'edited', messageId: post.message_id } as const;
    if (post.text === text) return edited;
    try {
      await callBotApi(settings, 'editMessageText', { chat_id: channel.chatId, message_id: Number(post.message_id), text, ...withoutPreview });
      return edited;
    } catch (error) {
      if (error instanceof BotApiRefusal && /message is not modified/i.test(error.description)) return edited;
      // Deleted from the channel by hand: posted anew below. Anything else is the call's failure.
      if (!(error instanceof BotApiRefusal && /message to edit not found/i.test(error.description))) throw error;
    }
  }
  const message = await callBotApi<{ message_id: number }>(settings, 'sendMessage', { chat_id: channel.chatId, text, ...withoutPreview });
  return { outcome: 'sent', messageId: String(message.message_id) };
}

/**
 * Runs one send; `attempt` counts from 1. The game's day in the send's channel is claimed first, so with
 * several instances it is posted once and edited in order. Throws to be retried (Telegram unreachable, 429 after its `retry_after`,
 * 5xx, the day claimed by another instance); a refusal (wrong token or chat, no rights) ends it as failed at
 * once, with an error in the log.
 */
export async function runChannelJob(context: ChannelJobContext, job: ChannelJob, attempt: number): Promise<void> {
  const { db } = context;
  const send = await findChannelSend(db, job.sendId);
  if (!send || send.outcome !== null) return;
  const finish = (end: { outcome: ChannelOutcome; failure?: ChannelFailure; detail?: string }) =>
    finishChannelSend(db, send.id, { ...end, now: context.now().toISOString() });
  // A channel taken out of the settings since the send was queued has nothing to post to.
  const channel = context.settings.channels.find((candidate) => candidate.language === send.language);
  if (!channel || !(await isStillSo(db, send))) return finish({ outcome: 'skipped' });

  const key = { gid: send.gid, drawDate: send.draw_date, language: send.language };
  const now = context.now();
  const post = await claimChannelPost(db, key, { now: now.toISOString(), until: new Date(now.getTime() + CLAIM_MS).toISOString() });
  if (!post) throw new TransientError("another instance is posting this game's day", CLAIMED_RETRY_MS);
  let message: { messageId: string; text: string } | null = null;
  try {
    const text = textOf(context, send);
    const told = await tell(context.settings, channel, post, text);
    message = { messageId: told.messageId, text };
    await finish({ outcome: told.outcome });
  } catch (error) {
    const lastTry = error instanceof BotApiRefusal || (error instanceof TransientError && attempt >= MAX_ATTEMPTS);
    if (!lastTry) throw error;
    const failure = failureOf(error);
    context.log.error({ sendId: send.id, failure, detail: (error as Error).message }, 'telegram post failed');
    await finish({ outcome: 'failed', failure, detail: (error as Error).message });
  } finally {
    await releaseChannelPost(db, key, message);
  }
}
