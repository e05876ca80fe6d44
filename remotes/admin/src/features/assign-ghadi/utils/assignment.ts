import { userMapCreateSchema, type Ghadi, type UserMap } from '@ghadi/contracts';
import { fieldErrors } from '@/lib/field-errors';

/** Games no agent has yet, by OrderId (an assigned game leaves the list until its assignment is deleted). */
export function unassignedGhadis(ghadis: readonly Ghadi[], maps: readonly UserMap[]): Ghadi[] {
  const taken = new Set(maps.map((map) => map.GID));
  return ghadis.filter((ghadi) => !taken.has(ghadi.GID)).sort((a, b) => a.OrderId - b.OrderId);
}

export type AssignErrors = Partial<Record<'User_Id' | 'GID', string>>;

/**
 * An agent must be chosen; one selected game goes as a number, several as an array.
 * `agent` is the select's value ('' when none is chosen).
 */
export function checkAssignment(agent: string, gids: readonly number[]) {
  const parsed = userMapCreateSchema.safeParse({ User_Id: Number(agent), GID: gids.length === 1 ? gids[0] : [...gids] });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<keyof AssignErrors>(parsed.error) };
}
