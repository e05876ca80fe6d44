import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { loginUserSchema } from './auth';

/** GET /api/users/me: the signed-in user, in the same shape the login answer carries it. */
export const currentUserResponseSchema = z.object({
  success: z.literal(true),
  user: loginUserSchema,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
