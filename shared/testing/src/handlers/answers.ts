import { HttpResponse } from 'msw';
import { validationMessage, type ErrorBody, type ServerMessage, type ValidationIssue } from '@ghadi/contracts';

const errorAnswer = (status: number, message: string) => HttpResponse.json({ success: false, message } satisfies ErrorBody, { status });

/**
 * An error answer, with one of the server's own messages only, so a screen under test never shows a text
 * the real server cannot send (__tests__/server-messages.test.ts drives every handler's answers).
 */
export const fail = (status: number, message: ServerMessage) => errorAnswer(status, message);

/** The 400 of a request that broke a contracts schema, worded as the server's validation words it. */
export const invalid = (error: { issues: readonly ValidationIssue[] }, part: 'body' | 'querystring' | 'params') =>
  errorAnswer(400, validationMessage(error.issues, part));

/** Whether a call carries a bearer token: the fakes refuse calls that bypassed the shared client. */
export const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
