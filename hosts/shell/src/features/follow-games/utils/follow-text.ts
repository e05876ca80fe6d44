import { NotificationsBlockedError } from './push-browser';

/** What following means, said before the browser's prompt; the prompt is mentioned only when it will come. */
export function explanation(gameName: string | undefined, permissionAsked: boolean): string {
  const when = gameName ? `${gameName}'s result is declared or corrected` : "a game you pick has its result declared or corrected";
  const prompt = permissionAsked ? ' Your browser will ask for permission.' : '';
  return `We will send one notification when ${when}.${prompt}`;
}

export const BLOCKED_MESSAGE = "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.";
export const FAILED_MESSAGE = 'Notifications could not be turned on. Please try again.';

/** The message for a failed change: blocked by the visitor, or anything else. */
export const failureMessage = (error: unknown): string => (error instanceof NotificationsBlockedError ? BLOCKED_MESSAGE : FAILED_MESSAGE);

/** What the visitor is told once the server has the new set. */
export function followedMessage(followed: string[], names: Map<string, string>): string {
  if (followed.length === 0) return 'Notifications are off.';
  const shown = followed.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  return shown.length > 0 ? `Notifications on for ${shown.join(', ')}.` : 'Notifications are on.';
}
