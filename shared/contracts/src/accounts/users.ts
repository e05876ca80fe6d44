import '../api/zod-jitless';
import { z } from '../api/zod-mini';
import { itemResponse, listResponse } from '../api/responses';

export const userTypes = ['admin', 'agent'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * A user as the API returns it: never a password or a hash. Built with zod/mini, as the session the
 * shell restores on every first load is read with it; the rules of agent input are in ./user-input.
 */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  User_Id: z.int(),
  UserName: z.string(),
  DisplayName: z.string(),
  email: z.string(),
  UserType: userTypeSchema,
  isActive: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userListResponseSchema = listResponse(userSchema);
export const userResponseSchema = itemResponse(userSchema);
