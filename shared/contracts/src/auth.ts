import './zod-jitless';
import { z } from './zod';
import { userSchema, userTypeSchema } from './users';

export const loginRequestSchema = z.strictObject({
  UserName: z.string().trim().min(1, 'Username is required').max(64, 'Username must be at most 64 characters'),
  Password: z.string().min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the login answer carries it (spec: the type field is `userType` here). */
export const loginUserSchema = userSchema.omit({ UserType: true }).extend({ userType: userTypeSchema });
export type LoginUser = z.infer<typeof loginUserSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: loginUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the browser keeps under the local-storage key `user`: the user object with its token. */
export const sessionUserSchema = loginUserSchema.extend({ token: z.string().min(1) });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const SESSION_STORAGE_KEY = 'user';

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
