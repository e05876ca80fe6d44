/**
 * Runs `task` on every item with at most `limit` in flight; rejects on the first failure. Items are pulled
 * lazily, so tens of thousands of tasks never exist as promises at once.
 */
export async function forEachLimited(items, limit, task) {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await task(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
