import { z } from 'zod';
import { siteLanguages, type ChannelChatSetting, type SiteLanguage } from '@ghadi/contracts';

/** A chat the results are posted to, and the language its posts are written in. */
export interface TelegramChannel {
  language: SiteLanguage;
  chatId: string;
  /** The setting that names the chat, for the admin to mend when Telegram does not know it. */
  setting: ChannelChatSetting;
}

/** Where the channel's posts go: off unless a bot token and a chat are both set. */
export interface TelegramSettings {
  token: string;
  /** TELEGRAM_CHAT_ID in TELEGRAM_LANGUAGE, then TELEGRAM_CHAT_ID_HI in Hindi when set: each posted and edited on its own. */
  channels: TelegramChannel[];
  /** The Bot API server, without a trailing slash: Telegram's, or a self-hosted one. */
  apiBase: string;
  /** Whether a game's holiday is posted too. */
  postHolidays: boolean;
}

export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';

// As BotFather prints it: the bot's numeric id, a colon and its secret.
export const telegramTokenSchema = z.string().regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, 'must be a bot token as BotFather prints it (123456:ABC...)');

// A channel's numeric id (-100...) or its public @username.
export const telegramChatSchema = z
  .string()
  .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'must be a chat id (-100...) or a channel @username');

export const telegramApiBaseSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL of a Bot API server' })
  .transform((value) => value.replace(/\/+$/, ''));

/** The settings of the channels (env.ts checks them together with the rest). */
export const telegramEnvShape = {
  TELEGRAM_BOT_TOKEN: telegramTokenSchema.optional(),
  TELEGRAM_CHAT_ID: telegramChatSchema.optional(),
  TELEGRAM_LANGUAGE: z.enum(siteLanguages).default('en'),
  TELEGRAM_CHAT_ID_HI: telegramChatSchema.optional(),
  TELEGRAM_API_BASE: telegramApiBaseSchema.default(DEFAULT_TELEGRAM_API_BASE),
  TELEGRAM_POST_HOLIDAYS: z.enum(['on', 'off']).default('off'),
};

export const telegramSettingsFrom = (e: z.infer<z.ZodObject<typeof telegramEnvShape>>): TelegramSettings | null =>
  e.TELEGRAM_BOT_TOKEN && e.TELEGRAM_CHAT_ID
    ? {
        token: e.TELEGRAM_BOT_TOKEN,
        channels: [
          { language: e.TELEGRAM_LANGUAGE, chatId: e.TELEGRAM_CHAT_ID, setting: 'TELEGRAM_CHAT_ID' },
          ...(e.TELEGRAM_CHAT_ID_HI ? [{ language: 'hi' as const, chatId: e.TELEGRAM_CHAT_ID_HI, setting: 'TELEGRAM_CHAT_ID_HI' as const }] : []),
        ],
        apiBase: e.TELEGRAM_API_BASE,
        postHolidays: e.TELEGRAM_POST_HOLIDAYS === 'on',
      }
    : null;
