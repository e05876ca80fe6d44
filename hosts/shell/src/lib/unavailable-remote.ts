/** What the offline-remote-fallback runtime plugin answers for a remote module that failed to load. */
export const unavailableRemote = Object.freeze({ unavailable: true as const });

export function isUnavailableRemote(module: unknown): boolean {
  return module === unavailableRemote;
}
