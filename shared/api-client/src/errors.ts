import { isAxiosError } from 'axios';
import { errorBodySchema } from '@ghadi/contracts';

/** The server's own message when it sent one (`{success:false, message}`), else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const body = errorBodySchema.safeParse(error.response?.data);
    if (body.success && body.data.message) return body.data.message;
  }
  return fallback;
}

export type FailureKind =
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'unexpected' };

/** Classifies a failed call the way the spec's error catalogue distinguishes them. */
export function describeFailure(error: unknown): FailureKind {
  if (isAxiosError(error)) {
    if (error.response) return { kind: 'status', status: error.response.status };
    if (error.request) return { kind: 'network' };
  }
  return { kind: 'unexpected' };
}
