import { describeFailure } from '@ghadi/api-client/public';

/** A read of one game's data, or null when there is no game by that name (the server answers 404). */
export async function unlessUnknownGame<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.kind === 'status' && failure.status === 404) return null;
    throw error;
  }
}
