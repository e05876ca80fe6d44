/**
 * Lets every request waiting on the event loop run before going on: long work in one request (a large import
 * read, checked and written in steps) pauses with this between steps so it never holds the others.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
