// Apart from the error shapes (./errors): a page that only reads the error body must not download every
// message of the catalogue, which a back office keeps whole.
import { catalogueWords } from './catalogs';
import type { ValidationIssueText } from './errors';
import { formRuleIn } from './form-rule-words';
import type { SiteLanguage } from './languages';
import english from './locales/en.json';
import hindi from './locales/hi.json';

/**
 * Every message the server sends, in errors and in successful answers, by its key: its catalogue per language
 * (./locales/<language>.json, ICU messages with named placeholders, compiled by Lingui as the apps' are). An
 * error's key is the `code` of its body, stable whatever the wording or the language. The front ends show the
 * messages and the test fakes answer with them, so neither can drift from the server.
 */
export type MessageKey = keyof typeof english;

/** The keys of the messages of successful answers; every other key is an error's code. */
const answerKeys = [
  'totpStarted',
  'totpEnabled',
  'totpDisabled',
  'passkeyAdded',
  'passkeyRemoved',
  'oneSessionEnded',
  'otherSessionsEnded',
  'agentSessionsEnded',
  'apiTokenCreated',
  'apiTokenRevoked',
  'passwordChanged',
  'adminCreated',
  'adminUpdated',
  'loginSuccessful',
  'loggedOut',
  'agentCreated',
  'agentUpdated',
  'agentDeleted',
  'ghadiCreated',
  'ghadiUpdated',
  'ghadiDeleted',
  'ghadiAssigned',
  'assignmentDeleted',
  'contentBlockCreated',
  'contentBlockUpdated',
  'contentBlockDeleted',
  'resultUpdated',
  'holidayMarked',
  'holidayRemoved',
] as const satisfies readonly MessageKey[];

type AnswerKey = (typeof answerKeys)[number];

/** The stable name of an error: the `code` of every error body. */
export type ErrorCode = Exclude<MessageKey, AnswerKey>;

const list = (items: readonly (string | number)[]): string => items.join(', ');

/**
 * The placeholders of the messages worded from what they name (records, counts, a request's broken rules),
 * filled from the code's parameters; every other message is a fixed text.
 */
const messageValues = {
  pushGamesNotFound: (_: SiteLanguage, ids: readonly string[]) => ({ ids: list(ids) }),
  ghadisNotFound: (_: SiteLanguage, gids: readonly number[]) => ({ gids: list(gids) }),
  ghadisAlreadyAssigned: (_: SiteLanguage, names: readonly string[]) => ({ names: list(names) }),
  importNotCsv: (_: SiteLanguage, detail: string) => ({ detail }),
  importMissingColumns: (_: SiteLanguage, columns: readonly string[]) => ({ columns: list(columns) }),
  importRowsRefused: (_: SiteLanguage, count: number) => ({ count }),
  importUnknownGame: (_: SiteLanguage, game: string) => ({ game }),
  importDuplicate: (_: SiteLanguage, firstRow: number) => ({ firstRow }),
  resultsImported: (_: SiteLanguage, count: number) => ({ count }),
  otherSessionsEnded: (_: SiteLanguage, count: number) => ({ count }),
  agentSessionsEnded: (_: SiteLanguage, count: number) => ({ count }),
  // A request its route's schema refuses: each broken rule as "field: rule", e.g.
  // "UserName: Username is required; Password: Required".
  invalidRequest: (language: SiteLanguage, issues: readonly ValidationIssueText[]) => ({
    issues: issues.map(({ field, text }) => `${field}: ${formRuleIn(language, text)}`).join('; '),
  }),
} satisfies Partial<Record<MessageKey, (language: SiteLanguage, ...params: never[]) => Record<string, string | number>>>;

type MessageValues = typeof messageValues;

/** What a message's wording takes: the names, numbers or text it fills in; nothing for a fixed text. */
export type MessageParams<K extends MessageKey> = K extends keyof MessageValues
  ? Parameters<MessageValues[K]> extends [SiteLanguage, ...infer P]
    ? P
    : never
  : [];

const messageIn = /* #__PURE__ */ catalogueWords<MessageKey>({ en: english, hi: hindi });

/** The message `key` in `language`, worded from what it names (`params`). */
export function serverMessageIn<K extends MessageKey>(language: SiteLanguage, key: K, ...params: MessageParams<K>): string {
  const values = key in messageValues ? (messageValues[key as keyof MessageValues] as (language: SiteLanguage, ...given: unknown[]) => Record<string, string | number>)(language, ...params) : undefined;
  return messageIn(language, key, values);
}

/** A message in English: a fixed text, or a function of what it names. */
type Wording<K extends MessageKey> = MessageParams<K> extends [] ? string : (...params: MessageParams<K>) => string;

const isWorded = (key: MessageKey): key is MessageKey & keyof MessageValues => key in messageValues;
const wordInEnglish = serverMessageIn as (language: SiteLanguage, key: MessageKey, ...params: unknown[]) => string;
const inEnglish = <K extends MessageKey>(key: K) => (isWorded(key) ? (...params: unknown[]) => wordInEnglish('en', key, ...params) : wordInEnglish('en', key)) as Wording<K>;
const englishOf = <K extends MessageKey>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, inEnglish(key)])) as { [Key in K]: Wording<Key> };

/** Every error code, in the catalogue's order (the OpenAPI document lists them). */
export const errorCodes = (Object.keys(english) as MessageKey[]).filter((key): key is ErrorCode => !(answerKeys as readonly string[]).includes(key)) as [
  ErrorCode,
  ...ErrorCode[],
];

/** Every error message in English (the spec's exact words), by its code. */
export const errorMessages = /* #__PURE__ */ englishOf(errorCodes);

/** Every message of a successful answer in English, by its key. */
export const answerMessages = /* #__PURE__ */ englishOf(answerKeys);

/** Every message the server sends, in English: in errors and in successful answers. */
export const serverMessages = { ...errorMessages, ...answerMessages };
