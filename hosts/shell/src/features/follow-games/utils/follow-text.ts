import type { Texts } from '@/lib/texts';
import { NotificationsBlockedError } from './push-browser';

/** What following means, said before the browser's prompt; the prompt is mentioned only when it will come. */
export function explanation({ t }: Texts, gameName: string | undefined, permissionAsked: boolean): string {
  const what = gameName ? t('follow.explainGame', { name: gameName }) : t('follow.explainAny');
  return permissionAsked ? `${what} ${t('follow.permission')}` : what;
}

/** The message for a failed change: blocked by the visitor, or anything else. */
export const failureMessage = ({ t }: Texts, error: unknown): string =>
  error instanceof NotificationsBlockedError ? t('follow.blocked') : t('follow.failed');

/** What the visitor is told once the server has the new set. */
export function followedMessage({ t }: Texts, followed: string[], names: Map<string, string>): string {
  if (followed.length === 0) return t('follow.off');
  const shown = followed.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  return shown.length > 0 ? t('follow.onFor', { names: shown.join(', ') }) : t('follow.on');
}
