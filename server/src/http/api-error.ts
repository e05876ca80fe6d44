import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { brokenRule, serverMessageIn, type ErrorBody, type ErrorCode, type MessageKey, type MessageParams, type SiteLanguage } from '@ghadi/contracts';

/** The language a caller asks for: Hindi when it comes first (the back offices send `Accept-Language: hi`). */
export const languageOf = (request: { headers: IncomingHttpHeaders }): SiteLanguage => (/^\s*hi\b/i.test(request.headers['accept-language'] ?? '') ? 'hi' : 'en');

/** A message of the server's table in the caller's language, worded from what it names. */
export const messageFor = <K extends MessageKey>(request: FastifyRequest, key: K, ...params: MessageParams<K>): string =>
  serverMessageIn(languageOf(request), key, ...params);

/** An error body in the caller's language: for an answer sent in place, with fields of its own beside. */
export const errorBody = <C extends ErrorCode>(request: FastifyRequest, code: C, ...params: MessageParams<C>) =>
  ({ success: false as const, code, message: messageFor(request, code, ...params) }) satisfies ErrorBody;

/**
 * A refusal thrown by leaf code, which knows no request: its code and what the message names travel to the
 * error handler, which words the message in the caller's language.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: C,
    readonly params: MessageParams<C>,
    /** When the caller may try again (429, 503), sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(errorCode);
  }

  /** The body, in `request`'s language. */
  bodyFor(request: FastifyRequest): ErrorBody {
    return errorBody(request, this.errorCode, ...this.params);
  }
}

/** The refusal `code` with status `status`, e.g. `throw apiError(404, 'ghadiNotFound')`. */
export const apiError = <C extends ErrorCode>(status: number, code: C, ...params: MessageParams<C>): ApiError<C> => new ApiError(status, code, params);

/**
 * A request refused by a rule of the rules catalogue (a formRule message) that only the server can check, against
 * what is stored or the clock: the same 400 as a schema's refusal, naming the field, the rule and its figure.
 */
export class RuleRefusal extends ApiError<'invalidRequest'> {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(400, 'invalidRequest', [[{ field, text: rule }]]);
  }

  override bodyFor(request: FastifyRequest): ErrorBody {
    return { ...super.bodyFor(request), ...brokenRule([{ path: [this.field], message: this.rule }]) };
  }
}

/** The refusal of `field` by `rule` (a formRule message), e.g. `throw ruleRefusal('result', formRule('closeBeforeOpen'))`. */
export const ruleRefusal = (field: string, rule: string): RuleRefusal => new RuleRefusal(field, rule);
