import './zod-jitless';
import { z } from './zod-mini';
import { formRule } from './form-rules';
import type { ErrorCode } from './server-messages';

/**
 * Every error answer of the API has this shape, whatever the status (zod/mini: every page's API client reads
 * it). `code` names the error whatever the language of `message`; the full list is `errorCodes`.
 */
export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
});

/** An error answer: a refused request's also names the first broken rule's field, rule and limit. */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  field?: string;
  rule?: string;
  limit?: number;
}

/** One broken rule of a request, as zod reports it. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** One broken rule as the message of a 400 words it: the field, and the rule's message (see formRuleIn). */
export interface ValidationIssueText {
  field: string;
  text: string;
}

/** A broken rule's message: a missing field its schema gives no message for (zod words it) breaks the rule `missing`. */
export const issueMessage = (issue: ValidationIssue): string =>
  /received (undefined|null)$/.test(issue.message) ? formRule('missing') : issue.message;

/**
 * The broken rules of a request that breaks its route's schema, as its 400's message words them. `part` names
 * the field when the rule is about the whole body or query.
 */
export function validationIssueTexts(issues: readonly ValidationIssue[], part = 'request'): ValidationIssueText[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || part, text: issueMessage(issue) }));
}
