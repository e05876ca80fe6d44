import type { ReactNode } from 'react';
import { useTexts } from '@/lib/texts';

/**
 * Blank stand-ins of a section's real size while its data loads: hidden from assistive technology and
 * from the keyboard, which hear "Loading..." instead.
 */
export function LoadingPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="loading-placeholder">
      <p className="visually-hidden" role="status">
        {useTexts().t('common.loading')}
      </p>
      <div aria-hidden="true" inert>
        {children}
      </div>
    </div>
  );
}
