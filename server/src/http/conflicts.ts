import type { ErrorCode } from '@ghadi/contracts';
import { isUniqueViolation } from '../db/errors';
import { apiError } from './api-error';

/** Runs a write and turns a unique-key failure into a 409 with `code`; other failures pass through. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, code: ErrorCode): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, code);
    throw error;
  }
}
