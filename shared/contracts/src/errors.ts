import './zod-jitless';
import { z } from './zod-mini';

/** Every error answer of the API has this shape, whatever the status (zod/mini: every page's API client reads it). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One broken rule of a request, as zod reports it. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The message of a 400 for a request that breaks its route's schema: each broken rule as "field: message",
 * e.g. "UserName: Username is required; Password: Required" (a field missing altogether reads "Required").
 * `part` names the field when the rule is about the whole body or query.
 */
export function validationMessage(issues: readonly ValidationIssue[], part = 'request'): string {
  return issues
    .map((issue) => {
      const field = issue.path.map(String).join('.') || part;
      return `${field}: ${/received (undefined|null)$/.test(issue.message) ? 'Required' : issue.message}`;
    })
    .join('; ');
}
