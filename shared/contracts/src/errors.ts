import './zod-jitless';
import { z } from './zod-mini';

/** Every error answer of the API has this shape, whatever the status (zod/mini: every page's API client reads it). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages the server sends that the front ends or tests compare against. */
export const serverMessages = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts, please try again later',
  signInRequired: 'Please sign in',
  sessionEnded: 'Your session has ended, please sign in again',
  forbidden: 'You are not allowed to do this',
  notAuthorizedForGhadi: 'Not authorized for this ghadi',
  ghadiNotFound: 'Ghadi not found',
  notFound: 'Not found',
  agentNotFound: 'Agent not found',
  usernameTaken: 'Username already exists',
  ghadiNameTaken: 'A ghadi with this English name already exists',
  assignmentNotFound: 'Assignment not found',
  notAnAgent: 'Ghadis can be assigned to agents only',
  agentInactive: 'This agent is inactive',
  contentBlockNotFound: 'Content block not found',
  slugTaken: 'Slug already exists',
  internal: 'Something went wrong on our side, please try again',
  databaseUnavailable: 'The site is temporarily unavailable, please try again shortly',
} as const;
