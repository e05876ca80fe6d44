import './zod-jitless';
import { z } from './zod-mini';
import { resultConflictBodySchema } from '../results/results';
import { errorCodes } from './server-messages';
import { formRuleOf } from './form-rules';
import { issueMessage, type ValidationIssue } from './errors';

/**
 * The error body as the server documents and sends it: `code` one of `errorCodes` (the OpenAPI document lists
 * them), and a refused request's first broken rule (`field`, `rule`, `limit`). Apart from ./errors, which every
 * page's API client reads without the list.
 */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  field: z.optional(z.string()),
  rule: z.optional(z.string()),
  limit: z.optional(z.number()),
});

/** A publication's 409: a replace conflict (with the value published), or a plain refusal (a holiday). */
export const updateResultConflictSchema = z.union([resultConflictBodySchema, apiErrorBodySchema]);

/** A broken rule as zod reports it, with what the body's `rule` and `limit` are read from. */
export interface SchemaIssue extends ValidationIssue {
  code?: string;
  format?: unknown;
  maximum?: unknown;
  minimum?: unknown;
}

/**
 * The first broken rule of a refused request, as its error body names it: the field (`part` when the rule is
 * about the whole body or query), the rule and its figure. A schema's own rule (./form-rules) by its key and
 * figure; any other by zod's name for it (a regular expression is a `pattern`) and the figure of a length or
 * size rule.
 */
export function brokenRule(issues: readonly SchemaIssue[], part = 'request'): { field: string; rule: string; limit?: number } {
  const [first] = issues;
  if (!first) return { field: part, rule: 'custom' };
  const field = first.path.map(String).join('.') || part;
  const named = formRuleOf(issueMessage(first));
  if (named) return named.limit === undefined ? { field, rule: named.rule } : { field, rule: named.rule, limit: named.limit };
  const { code = 'custom', format } = first;
  const rule = code === 'invalid_format' && typeof format === 'string' ? (format === 'regex' ? 'pattern' : format) : code;
  const limit = first.maximum ?? first.minimum;
  return typeof limit === 'number' || typeof limit === 'bigint' ? { field, rule, limit: Number(limit) } : { field, rule };
}
