// Long enough for a server on this machine to answer; short enough not to keep the operator waiting.
const PROBE_TIMEOUT_MS = 1500;

/** Whether a server answers on the configured port: commands that change what a running site holds refuse then. */
export async function siteIsRunning(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}
