import { useTexts } from '@/lib/texts';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal explanation with Continue and Cancel: focus moves into it, Escape or Cancel closes it and
 * focus returns to what opened it.
 */
export function FollowDialog({
  title,
  text,
  busy,
  children,
  onContinue,
  onCancel,
}: {
  title: string;
  text: string;
  busy: boolean;
  children?: ReactNode;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTexts();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="follow-dialog-backdrop">
      <div
        ref={dialog}
        className="follow-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        {children}
        <div className="follow-dialog-actions">
          <button type="button" className="button button-primary" onClick={onContinue} disabled={busy}>
            {t('follow.continue')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t('follow.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
