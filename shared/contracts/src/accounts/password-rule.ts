import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod-mini';

// The site's one password rule (OWASP: at least 8, at most 128 characters). In zod/mini, for the
// back offices' own-password form, which the shell shares (one classic schema there would bring all of zod
// classic along); ./user-input's classic passwordSchema, which the server checks, is built from the same.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordTooShort = formRule('minChars', 'password', PASSWORD_MIN_LENGTH);
export const passwordTooLong = formRule('maxChars', 'password', PASSWORD_MAX_LENGTH);
/** PUT /api/users/me/password's refusal of a new password typed differently twice (field `confirmPassword`). */
export const passwordsDiffer = formRule('passwordsDiffer');

/** A new password as a form checks it before sending. */
export const newPasswordRule = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, passwordTooShort), z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLong));
