import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod-mini';
import { userSchema, userTypeSchema } from './users';

// In zod/mini: the back offices' login screens, the session the shell restores on every first load and
// the API client's sign-in read these, and one classic schema here would bring all of zod classic along.

/** POST /api/users/login's body: the login form and the API check the same rules. */
const loginRequestShape = {
  UserName: z.string().check(z.trim(), z.minLength(1, formRule('required', 'userName')), z.maxLength(64, formRule('maxChars', 'userName', 64))),
  Password: z.string().check(z.minLength(1, formRule('required', 'password')), z.maxLength(128, formRule('maxChars', 'password', 128))),
};
export const loginRequestSchema = z.strictObject(loginRequestShape);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the login answer carries it (the type field is `userType` here, as the original API's clients read it). */
export const loginUserSchema = z.extend(z.omit(userSchema, { UserType: true }), { userType: userTypeSchema });
export type LoginUser = z.infer<typeof loginUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: loginUserSchema,
  message: z.string(),
  /** MFA_REQUIRED and no second factor yet: this session can only set one up. */
  mfaEnrolmentRequired: z.optional(z.boolean()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the browser keeps under the local-storage key `user`: the user object with its token. */
export const sessionUserSchema = z.extend(loginUserSchema, {
  token: z.string().check(z.minLength(1)),
  /** The session may only set up a second factor (MFA_REQUIRED) until one is added. */
  mfaEnrolmentRequired: z.optional(z.boolean()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const SESSION_STORAGE_KEY = 'user';

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
