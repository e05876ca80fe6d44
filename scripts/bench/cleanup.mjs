// Work to undo outside this process (a PostgreSQL schema, Redis keys) that must happen however the bench
// ends: done, failed or interrupted. Runs after the children are stopped, so nothing still uses it.

const pending = new Map();
let nextId = 0;

/**
 * Registers `undo` (async); returns a function that runs it now, once, and forgets it. Each undo runs at
 * most once, whether through that function or through runCleanups().
 */
export function onCleanup(undo) {
  const id = (nextId += 1);
  let running;
  const run = () => {
    running ??= (async () => {
      try {
        await undo();
      } finally {
        pending.delete(id);
      }
    })();
    return running;
  };
  pending.set(id, run);
  return run;
}

/** Runs every registered undo still pending; reports failures on stderr instead of throwing. */
export async function runCleanups() {
  const results = await Promise.allSettled([...pending.values()].map((run) => run()));
  for (const result of results) {
    if (result.status === 'rejected') console.error(`✖ Cleanup failed: ${result.reason?.message ?? result.reason}`);
  }
}
