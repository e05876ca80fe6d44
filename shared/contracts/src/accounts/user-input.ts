import '../api/zod-jitless';
import { z } from '../api/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTooLong, passwordTooShort } from './password-rule';

/** One rule for passwords, used by the agent form and the server (OWASP: at least 8, at most 128). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);

export const userNameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore');

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Display name is required')
  .max(100, 'Display name must be at most 100 characters');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email address'));

const isActiveSchema = z.boolean({ error: 'isActive must be true or false' });

/** Users made through the API are always agents: a body may say so, never anything else. */
const agentTypeSchema = z.literal('agent', { error: 'UserType must be agent' });

/** POST /api/users: add an agent. Password required. */
export const agentCreateSchema = z.strictObject({
  UserName: userNameSchema,
  DisplayName: displayNameSchema,
  email: emailSchema,
  Password: passwordSchema,
  UserType: agentTypeSchema.optional(),
  isActive: isActiveSchema.default(true),
});
export type AgentCreate = z.input<typeof agentCreateSchema>;

/** PUT /api/users/{id}: a blank or missing password keeps the old one. */
export const agentUpdateSchema = agentCreateSchema.extend({
  Password: z.union([z.literal(''), passwordSchema]).optional(),
});
export type AgentUpdate = z.input<typeof agentUpdateSchema>;
