/** What a failed contracts `safeParse` carries; typed loosely so no form depends on zod itself. */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message of each field of a form, keyed by the request field the contract names. */
export function fieldErrors<Field extends string>(error: Issues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
