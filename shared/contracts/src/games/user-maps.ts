import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod';
import { listResponse } from '../api/responses';

/** One game assigned to one agent. A game belongs to at most one agent. */
export const userMapSchema = z.object({
  _id: z.string(),
  id: z.string(),
  User_Id: z.number().int(),
  GID: z.number().int(),
  AgentName: z.string(),
  GhadiName: z.string(),
});
export type UserMap = z.infer<typeof userMapSchema>;

const gidSchema = z.number({ error: formRule('number', 'gid') }).int(formRule('wholeNumber', 'gid')).min(1, formRule('atLeast', 'gid', 1));

const MAX_GHADIS_AT_ONCE = 200;

/** POST /api/usermaps: one game as a number, several as an array. */
export const userMapCreateSchema = z.strictObject({
  User_Id: z.number({ error: formRule('required', 'agent') }).int(formRule('wholeNumber', 'agent')).min(1, formRule('required', 'agent')),
  GID: z.union([
    gidSchema,
    z
      .array(gidSchema)
      .min(1, formRule('selectGhadi'))
      .max(MAX_GHADIS_AT_ONCE, formRule('maxGhadis', undefined, MAX_GHADIS_AT_ONCE))
      .refine((list) => new Set(list).size === list.length, formRule('repeatedGhadi', 'gid')),
  ]),
});
export type UserMapCreate = z.infer<typeof userMapCreateSchema>;

export const userMapListResponseSchema = listResponse(userMapSchema);

/** POST /api/usermaps answers with the assignments it made. */
export const userMapCreateResponseSchema = z.object({ ...userMapListResponseSchema.shape, message: z.string() });
