import { http, HttpResponse } from 'msw';
import accountAgentSessionsEnded from '../recorded/account/agent-sessions-ended.json';
import accountAgentTokensNone from '../recorded/account/agent-tokens-none.json';
import accountTokenReauthRequired from '../recorded/account/token-reauth-required.json';
import accountPasskeyReauthRequired from '../recorded/account/passkey-reauth-required.json';
import accountAgentSessionsReauthRequired from '../recorded/account/agent-sessions-reauth-required.json';
import accountReauthOptionsPassword from '../recorded/account/reauth-options-password.json';
import accountReauthOptionsTotp from '../recorded/account/reauth-options-totp.json';
import accountReauthWrongPassword from '../recorded/account/reauth-wrong-password.json';
import accountReauthConfirmed from '../recorded/account/reauth-confirmed.json';
import accountAdminReauthConfirmed from '../recorded/account/admin-reauth-confirmed.json';
import accountTokenCreated from '../recorded/account/token-created.json';
import accountPasswordWrongCurrent from '../recorded/account/password-wrong-current.json';
import accountPasswordChanged from '../recorded/account/password-changed.json';
import accountSecurityFailedSignIns from '../recorded/account/security-failed-sign-ins.json';
import accountAdminLastActive from '../recorded/account/admin-last-active.json';
import accountAdminPasswordReset from '../recorded/account/admin-password-reset.json';
import accountLoginSecondStep from '../recorded/account/login-second-step.json';
import accountSecondFactorInvalidCode from '../recorded/account/second-factor-invalid-code.json';
import accountSecurityNothingSetUp from '../recorded/account/security-nothing-set-up.json';
import accountTotpConfirmWrongCode from '../recorded/account/totp-confirm-wrong-code.json';
import accountTotpStarted from '../recorded/account/totp-started.json';
import adminGhadiNameTaken from '../recorded/admin/ghadi-name-taken.json';
import adminHolidayHasResult from '../recorded/admin/holiday-has-result.json';
import adminSlugTaken from '../recorded/admin/slug-taken.json';
import adminUsernameTaken from '../recorded/admin/username-taken.json';
import contentPreview from '../recorded/content-preview.json';
import contentPreviewOld from '../recorded/content-preview-old.json';
import contentPreviewToday from '../recorded/content-preview-today.json';
import importDone from '../recorded/import/import.json';
import importRefusedAfterHoliday from '../recorded/import/import-refused-after-holiday.json';
import importPreview from '../recorded/import/preview.json';
import importPreviewLong from '../recorded/import/preview-long.json';
import importPreviewMissingColumn from '../recorded/import/preview-missing-column.json';
import importPreviewRefused from '../recorded/import/preview-refused.json';
import publishAlreadyPublished from '../recorded/publish/already-published.json';
import publishAlreadyPublished789 from '../recorded/publish/already-published-789.json';
import publishChangedMeanwhile from '../recorded/publish/changed-meanwhile.json';
import publishFutureDate from '../recorded/publish/future-date.json';
import publishHoliday from '../recorded/publish/holiday.json';

/**
 * A request to the real server and its answer, recorded by the server's own tests, which fail when the
 * server stops answering it that way (server/test/support/recorded-answers.ts). Fakes that replay these
 * carry no rule of their own.
 */
export interface RecordedExchange {
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
}

export const recordedExchanges = {
  contentPreview,
  contentPreviewToday,
  contentPreviewOld,
  // Recorded by server/test/features/imports/recorded-answers.test.ts, in the state that test describes.
  importPreview,
  importPreviewLong,
  importPreviewRefused,
  importPreviewMissingColumn,
  importDone,
  importRefusedAfterHoliday,
  // Recorded by server/test/features/results/recorded-answers.test.ts: the game and date are the test's own.
  publishAlreadyPublished,
  publishAlreadyPublished789,
  publishChangedMeanwhile,
  publishFutureDate,
  publishHoliday,
  // Recorded by server/test/app/recorded-refusals.test.ts: the ids are the test's own.
  adminUsernameTaken,
  adminGhadiNameTaken,
  adminSlugTaken,
  adminHolidayHasResult,
  // Recorded by server/test/features/account-security/recorded-answers.test.ts; the challenge and secret are stand-ins.
  accountLoginSecondStep,
  accountSecondFactorInvalidCode,
  accountSecurityNothingSetUp,
  accountTotpStarted,
  accountTotpConfirmWrongCode,
  accountAgentSessionsEnded,
  accountAgentTokensNone,
  // Recorded there too, for issue 36: a proof asked again, one's own password, admins, failed sign-ins.
  accountTokenReauthRequired,
  accountPasskeyReauthRequired,
  accountAgentSessionsReauthRequired,
  accountReauthOptionsPassword,
  accountReauthOptionsTotp,
  accountReauthWrongPassword,
  accountReauthConfirmed,
  accountAdminReauthConfirmed,
  accountTokenCreated,
  accountPasswordWrongCurrent,
  accountPasswordChanged,
  accountSecurityFailedSignIns,
  accountAdminLastActive,
  accountAdminPasswordReset,
} satisfies Record<string, RecordedExchange>;

/**
 * The answer recorded for `body` among `exchanges` (the first that was sent it); a request nobody recorded
 * throws (msw answers 500), so no test passes on a guess.
 */
export function replayAmong(exchanges: readonly RecordedExchange[], body: unknown): Response {
  const sent = JSON.stringify(body);
  const exchange = exchanges.find((candidate) => JSON.stringify(candidate.request) === sent);
  if (!exchange) throw new Error(`No recorded answer for this request to ${exchanges[0]?.path}: ${sent}`);
  return HttpResponse.json(exchange.response as Record<string, unknown>, { status: exchange.status });
}

/**
 * The next request to the exchange's route (`path` may be a pattern) answered once as the server answered
 * it: the refusal of the state a test stands for. The request must carry the recorded values of the fields
 * the recording kept (`request`, the fields the answer turns on); ids and other fields are the test's own.
 */
export function answerOnceAsRecorded(exchange: RecordedExchange) {
  const kept = Object.keys((exchange.request ?? {}) as Record<string, unknown>);
  const method = exchange.method.toLowerCase() as 'get' | 'post' | 'put';
  return http[method](
    `*${exchange.path}`,
    async ({ request }) => {
      // A request without a body (a read, or an action named by its address alone) has only its answer.
      if (exchange.request === null) return HttpResponse.json(exchange.response as Record<string, unknown>, { status: exchange.status });
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      return replayAmong([exchange], Object.fromEntries(kept.map((field) => [field, body[field]])));
    },
    { once: true },
  );
}
