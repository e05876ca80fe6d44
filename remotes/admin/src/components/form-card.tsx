import { useId, type FormEvent, type ReactNode } from 'react';

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
          {editing ? 'Update' : 'Add'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
