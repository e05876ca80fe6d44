// Apart from the error shapes (./errors): a page that only reads the error body must not download every
// message of the table, which a back office keeps whole (its Hindi table goes through all of them).
import type { ValidationIssueText } from './errors';

/**
 * Every error the server sends, by its code: the key is the `code` of the error body, stable whatever the
 * wording or the language. The front ends show the messages and the test fakes answer with them, so neither
 * can drift from the server. Messages naming records are functions of what they name.
 */
export const errorMessages = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts, please try again later',
  loginBusy: 'Too many sign-ins are being checked right now, please try again in a few seconds',
  signInRequired: 'Please sign in',
  sessionEnded: 'Your session has ended, please sign in again',
  forbidden: 'You are not allowed to do this',
  notAuthorizedForGhadi: 'Not authorized for this ghadi',
  ghadiNotFound: 'Ghadi not found',
  notFound: 'Not found',
  agentNotFound: 'Agent not found',
  usernameTaken: 'Username already exists',
  ghadiNameTaken: 'A ghadi with this English name already exists',
  assignmentNotFound: 'Assignment not found',
  notAnAgent: 'Ghadis can be assigned to agents only',
  agentInactive: 'This agent is inactive',
  contentBlockNotFound: 'Content block not found',
  slugTaken: 'Slug already exists',
  internal: 'Something went wrong on our side, please try again',
  databaseUnavailable: 'The site is temporarily unavailable, please try again shortly',
  busy: 'The site is busy right now; please try again in a few seconds',
  streamFull: 'Too many live connections right now; the page will refresh by itself',
  streamPerAddressFull: 'Too many live connections from your address; the page will refresh by itself',
  futureDate: 'dateTime cannot be in the future',
  holidayNoResult: 'This ghadi is off on that date: no result can be published for it',
  resultAlreadyPublished: 'A result is already published for this date',
  resultChangedMeanwhile: 'The result was changed meanwhile',
  holidayHasResult: 'A result is already published for that date; a holiday cannot be marked',
  holidayNotFound: 'Holiday not found',
  resultNotFound: 'Result not found',
  pushOff: 'Push notifications are not set up on this site',
  pushEndpointNotAllowed: "subscription.endpoint: must be the address of a browser's push service",
  pushGamesNotFound: (ids: readonly string[]): `ghadiIds: no such game: ${string}` => `ghadiIds: no such game: ${ids.join(', ')}`,
  tooManyRequests: 'Too many requests from your address, please try again in a minute',
  downloadMonthFileName: 'The file name must be YYYY-MM.csv or YYYY-MM.json, a month of the years 2000 to 2100',
  downloadYearFileName: 'The file name must be YYYY.csv or YYYY.json, a year from 2000 to 2100',
  feedFileName: "The file name must be a game's name in its address followed by .atom",
  contentEmptyWhenSanitized: 'Content: nothing is left once unsafe HTML is removed',
  ghadisNotFound: (gids: readonly number[]): `Ghadi not found: ${string}` => `Ghadi not found: ${gids.join(', ')}`,
  ghadisAlreadyAssigned: (names: readonly string[]): `Ghadi already assigned: ${string}` =>
    `Ghadi already assigned: ${names.join(', ')}`,

  // Importing results from a CSV file: the file as a whole, then each refused row's reason.
  importEmpty: 'The file is empty: it needs a header line and at least one row',
  importNotCsv: (detail: string): `The file is not valid CSV: ${string}` => `The file is not valid CSV: ${detail}`,
  importMissingColumns: (columns: readonly string[]): `The header line lacks the column(s): ${string}` =>
    `The header line lacks the column(s): ${columns.join(', ')}`,
  importTooLarge: 'The file is too large: send at most 16 MB of CSV',
  importNotText: 'Send the file as text/csv',
  importRowsRefused: (count: number): `${number} row(s) refused: nothing was imported` => `${count} row(s) refused: nothing was imported`,
  importUnknownGame: (game: string): `Unknown game: ${string}` => `Unknown game: ${game}`,
  importGameMismatch: 'The game and gid columns name different games',
  importBadDate: 'date must be a real calendar date in the form YYYY-MM-DD',
  importFutureDate: 'date is after today',
  importHoliday: 'The game is off on that date (holiday)',
  importDuplicate: (firstRow: number): `The same game and date as row ${number}` => `The same game and date as row ${firstRow}`,
  resultsImported: (count: number): `${number} results imported` => `${count} results imported`,

  // Requests Fastify refuses before a route runs, in plain language rather than its own wording.
  invalidJson: 'Request body is not valid JSON',
  emptyJson: 'Request body is empty',
  unsupportedMediaType: 'Unsupported content type, send application/json',
  bodyTooLarge: 'Request body is too large',
  badUrl: 'The address is not valid',
  urlTooLong: 'The address is too long',
  // A body still arriving when the client closed the connection: nobody reads it, it is for the log.
  requestCutOff: 'The request was cut off before it arrived in full',

  // Requests Node refuses on the connection, before Fastify has a request.
  requestTimedOut: 'The request took too long to arrive',
  headersTooLarge: 'The request headers are too large',
  notHttp: 'The request is not valid HTTP',

  // Second factors, sessions and API tokens.
  secondFactorNeeded: 'Enter the code from your authenticator app, a recovery code or use a passkey',
  invalidCode: 'The code is not valid',
  challengeEnded: 'This sign-in has expired, please enter your password again',
  totpAlreadyOn: 'Two-factor sign-in with an authenticator app is already on',
  totpNotStarted: 'Start setting up the authenticator app first',
  totpNotOn: 'Two-factor sign-in with an authenticator app is not on',
  wrongPassword: 'The password is not correct',
  enrolmentRequired: 'Set up two-factor sign-in before you continue',
  passkeyRefused: 'The passkey could not be verified',
  passkeyNotFound: 'Passkey not found',
  passkeyNameTaken: 'You already have a passkey with this name',
  sessionNotFound: 'Session not found',
  apiTokenNotFound: 'Token not found',
  apiTokensAgentsOnly: 'API tokens are for agents only',
  apiTokenScope: 'An API token can only publish results of its agent\'s games',
  apiTokenEnded: 'This API token has expired or was revoked',
  reauthRequired: 'Confirm it is you: enter your password again',
  reauthFactorNeeded: 'code: enter the code from your authenticator app, a recovery code or use a passkey',
  secondStepLocked: 'Too many wrong codes: the second step of this account is locked for a while, please try again later',
  lastActiveAdmin: 'The last active admin cannot be deactivated',
  adminNotFound: 'Admin not found',

  // A request its route's schema refuses: each broken rule as "field: rule", e.g.
  // "UserName: Username is required; Password: Required".
  invalidRequest: (issues: readonly ValidationIssueText[]): string => issues.map(({ field, text }) => `${field}: ${text}`).join('; '),
  // A request refused before a route runs for a reason none of the above names.
  requestNotValid: 'The request is not valid',
  metricsTokenRequired: 'Send the metrics token as a bearer token',
} as const;

/** Every message of a successful answer, by its key. */
export const answerMessages = {
  totpStarted: 'Scan the code with your authenticator app, then enter the code it shows',
  totpEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are not shown again.',
  totpDisabled: 'Two-factor sign-in with an authenticator app is off',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  oneSessionEnded: 'Session ended',
  otherSessionsEnded: (count: number): `${number} other session(s) ended` => `${count} other session(s) ended`,
  agentSessionsEnded: (count: number): `${number} session(s) of the agent ended` => `${count} session(s) of the agent ended`,
  apiTokenCreated: 'Token created: copy it now, it is not shown again',
  apiTokenRevoked: 'Token revoked',
  passwordChanged: 'Password changed',
  adminCreated: 'Admin created',
  adminUpdated: 'Admin updated',
  loginSuccessful: 'Login successful',
  loggedOut: 'Logged out',
  agentCreated: 'Agent created',
  agentUpdated: 'Agent updated',
  agentDeleted: 'Agent deleted',
  ghadiCreated: 'Ghadi created',
  ghadiUpdated: 'Ghadi updated',
  ghadiDeleted: 'Ghadi deleted',
  ghadiAssigned: 'Ghadi assigned',
  assignmentDeleted: 'Assignment deleted',
  contentBlockCreated: 'Content added successfully.',
  contentBlockUpdated: 'Content updated successfully.',
  contentBlockDeleted: 'Deleted successfully.',
  resultUpdated: 'Result updated!',
  holidayMarked: 'Holiday marked',
  holidayRemoved: 'Holiday removed',
} as const;

/** Every message the server sends, in errors and in successful answers. */
export const serverMessages = { ...errorMessages, ...answerMessages };

/** The stable name of an error: the `code` of every error body. */
export type ErrorCode = keyof typeof errorMessages;

/** Every error code, in the table's order (the OpenAPI document lists them). */
export const errorCodes = Object.keys(errorMessages) as [ErrorCode, ...ErrorCode[]];

export type MessageKey = keyof typeof serverMessages;

/** What a message's wording takes: the names, numbers or text its function fills in; nothing for a fixed text. */
export type MessageParams<K extends MessageKey> = (typeof serverMessages)[K] extends (...params: infer P) => string ? P : [];

type Entry = (typeof serverMessages)[MessageKey];

/** A message of the table, as sent: a fixed text, or what one of its functions gives. */
export type ServerMessage = Exclude<Entry, (...args: never[]) => string> | ReturnType<Extract<Entry, (...args: never[]) => string>>;
