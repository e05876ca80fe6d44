import { isAxiosError } from 'axios';
import { errorBodySchema } from '@ghadi/contracts';
import { describeFailure as describePublicFailure, type FailureKind } from './public-request';

/** The server's own message when it sent one (`{success:false, message}`), else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const body = errorBodySchema.safeParse(error.response?.data);
    if (body.success && body.data.message) return body.data.message;
  }
  return fallback;
}

/** The whole body of a refusal (a 409's refused rows, say), for a screen that shows more than its message. */
export function errorBody(error: unknown): unknown {
  return isAxiosError(error) ? error.response?.data : undefined;
}

/** Classifies a failed call of either client the way the spec's error catalogue distinguishes them. */
export function describeFailure(error: unknown): FailureKind {
  if (isAxiosError(error)) {
    if (error.response) return { kind: 'status', status: error.response.status };
    if (error.request) return { kind: 'network' };
  }
  return describePublicFailure(error);
}
