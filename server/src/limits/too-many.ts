import { ApiError } from '../http/api-error';

/** The refusals of the limits. */
export type LimitCode = 'tooManyRequests' | 'tooManyAttempts' | 'secondStepLocked' | 'streamPerAddressFull';

/**
 * The one answer of every limit: 429, Retry-After in whole seconds (at least one), and `code` with its
 * message in the caller's language, sent by the error handler wherever it is thrown from.
 */
export const tooMany = (code: LimitCode, retryAfterMs: number): ApiError<LimitCode> =>
  new ApiError<LimitCode>(429, code, [], Math.max(1, Math.ceil(retryAfterMs / 1000)));
