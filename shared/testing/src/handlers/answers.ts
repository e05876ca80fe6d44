import { HttpResponse } from 'msw';
import {
  brokenRule,
  serverMessageIn,
  validationIssueTexts,
  type ErrorBody,
  type ErrorCode,
  type MessageParams,
  type SchemaIssue,
} from '@ghadi/contracts';

const errorAnswer = (status: number, body: ErrorBody) => HttpResponse.json(body, { status });

/**
 * An error answer, with one of the server's own codes and its message only, so a screen under test never
 * shows a text the real server cannot send (__tests__/server-messages.test.ts drives every handler's answers).
 */
export const fail = <C extends ErrorCode>(status: number, code: C, ...params: MessageParams<C>) =>
  errorAnswer(status, { success: false, code, message: serverMessageIn('en', code, ...params) });

/** The 400 of a request that broke a contracts schema, worded and named as the server's validation does. */
export const invalid = (error: { issues: readonly SchemaIssue[] }, part: 'body' | 'querystring' | 'params') =>
  errorAnswer(400, {
    success: false,
    code: 'invalidRequest',
    message: serverMessageIn('en', 'invalidRequest', validationIssueTexts(error.issues, part)),
    ...brokenRule(error.issues, part),
  });

/** Whether a call carries a bearer token: the fakes refuse calls that bypassed the shared client. */
export const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
