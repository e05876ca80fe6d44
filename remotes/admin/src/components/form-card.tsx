import { useId, type FormEvent, type ReactNode } from 'react';
import { useTexts } from '@/lib/texts';

interface FormCardProps {
  title: string;
  /** Edit mode reads Update, add mode Add. */
  editing: boolean;
  busy: boolean;
  onSubmit: () => void;
  /** Leaves edit mode, or clears the form in add mode. */
  onCancel: () => void;
  /** A failure of the last save, shown above the fields. */
  failure?: ReactNode;
  children: ReactNode;
}

/** The add/edit form frame every admin screen uses: heading, fields, Add/Update and Cancel. */
export function FormCard({ title, editing, busy, onSubmit, onCancel, failure, children }: FormCardProps) {
  const { t } = useTexts();
  const titleId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="card admin-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {failure}
      <div className="admin-form-fields">{children}</div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {editing ? t('common.update') : t('common.add')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
