import { httpErrors } from '@fastify/sensible';
import { isUniqueViolation } from '../db/errors';

/** Runs a write and turns a unique-key failure into a 409 with `message`; other failures pass through. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw httpErrors.conflict(message);
    throw error;
  }
}
