import type { ReactNode } from 'react';

/** A message for the user: errors interrupt screen readers (role alert), successes are polite (status). */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
