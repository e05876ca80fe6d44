import { useCallback, useState, type ReactNode } from 'react';
import { reauthRequired } from '@ghadi/api-client';
import { ReauthForm } from './reauth-form';

/** The person closed the confirmation: the action is dropped, with nothing to report. */
export class ReauthCancelled extends Error {
  constructor() {
    super('The confirmation was cancelled');
    this.name = 'ReauthCancelled';
  }
}

/** Whether an action ended because its confirmation was cancelled (not a failure to show). */
export const reauthCancelled = (error: unknown): boolean => error instanceof Error && error.name === 'ReauthCancelled';

interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

export interface Reauth {
  /**
   * Runs `action`; when the server answers that it needs a recent proof, shows `prompt` and, once the
   * person confirms, runs it again, so they carry on with what they asked for. Rejects with
   * ReauthCancelled when they cancel instead.
   */
  guard<T>(action: () => Promise<T>): Promise<T>;
  /** The confirmation form while one is asked for (render it where the action was), else null. */
  prompt: ReactNode;
}

/** Re-authentication in place, for the actions that create lasting credentials or end sessions. */
export function useReauth(): Reauth {
  // Between two confirmations the form is gone, so each one starts afresh (and with a new passkey challenge).
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const guard = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!reauthRequired(error)) throw error;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return action();
    }
  }, []);

  const prompt = waiting && (
    <ReauthForm
      onConfirmed={() => {
        setWaiting(null);
        waiting.resolve();
      }}
      onCancel={() => {
        setWaiting(null);
        waiting.reject(new ReauthCancelled());
      }}
    />
  );
  return { guard, prompt };
}
