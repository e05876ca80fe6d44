import { errorBodySchema, reauthRequiredSchema, type ErrorCode } from '@ghadi/contracts';
import { HttpError } from './http';

/** The server's own message when it sent one (`{success:false, code, message}`), else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = errorBodySchema.safeParse(errorBody(error));
  return body.success && body.data.message ? body.data.message : fallback;
}

/** The code of the server's error (`{success:false, code, message}`): what a screen compares, never the message. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const body = errorBodySchema.safeParse(errorBody(error));
  // The server sends only codes of its list (the OpenAPI document's enum).
  return body.success ? (body.data.code as ErrorCode) : undefined;
}

/** The whole body of a refusal (a 409's refused rows, say), for a screen that shows more than its message. */
export function errorBody(error: unknown): unknown {
  return error instanceof HttpError ? error.body : undefined;
}

/**
 * Whether a guarded action (a new passkey, app or token, ending sessions) was refused for want of a recent
 * proof: the screen asks for the password again in place, then repeats the action.
 */
export function reauthRequired(error: unknown): boolean {
  return error instanceof HttpError && error.failure.kind === 'status' && error.failure.status === 403 && reauthRequiredSchema.safeParse(error.body).success;
}
