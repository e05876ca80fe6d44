import { useState } from 'react';
import { errorMessage } from '@ghadi/api-client';
import { passkeyNotUsed } from '../passkey-ceremony';
import { useUiTexts } from '../ui-texts';
import { reauthCancelled, useReauth } from './use-reauth';

export interface Notice {
  tone: 'error' | 'success';
  text: string;
}

/**
 * One section's actions: which one is under way (its button shows the busy label, the others wait), the
 * last outcome, the server's own message, and the password asked again in place (`prompt`, which the
 * section shows) when the server wants a recent proof before it.
 */
export function useAccountAction() {
  const { t } = useUiTexts();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { guard, prompt } = useReauth();

  /** Runs `action`; its resolved text is the success notice, a failure's message (or `fallback`) the error. */
  async function run(key: string, action: () => Promise<string | undefined>, fallback = t('ui.account.actionFailed')): Promise<boolean> {
    setBusy(key);
    setNotice(null);
    try {
      const text = await guard(action);
      if (text) setNotice({ tone: 'success', text });
      return true;
    } catch (error) {
      if (reauthCancelled(error)) return false;
      setNotice({ tone: 'error', text: passkeyNotUsed(error) ? fallback : errorMessage(error, fallback) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, notice, run, prompt };
}

/** A stamp as the screen shows it: date and time in the site's zone, in the screen's language. */
export function formatStamp(iso: string, timeZone: string, language: 'en' | 'hi'): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
