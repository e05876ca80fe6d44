import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
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
  .min(1, formRule('required', 'userName'))
  .max(64, formRule('maxChars', 'userName', 64))
  .regex(/^[A-Za-z0-9._-]+$/, formRule('userNameChars', 'userName'));

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, formRule('required', 'displayName'))
  .max(100, formRule('maxChars', 'displayName', 100));

export const emailSchema = z
  .string()
  .trim()
  .min(1, formRule('required', 'email'))
  .max(254, formRule('maxChars', 'email', 254))
  .pipe(z.email(formRule('email', 'email')));

const isActiveSchema = z.boolean({ error: formRule('trueOrFalse', 'isActive') });

/** Users made through the API are always agents: a body may say so, never anything else. */
const agentTypeSchema = z.literal('agent', { error: formRule('agentOnly', 'userType') });

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
