import { errorMessage } from '@ghadi/api-client';
import { Alert } from '@ghadi/ui';

/**
 * The spec's fixed failure text, plus the server's reason on its own line when it sent one (a
 * duplicate name, a refused date), so the admin knows what to fix.
 */
export function FailureAlert({ message, error }: { message: string; error: unknown }) {
  const reason = errorMessage(error, '');
  return (
    <Alert tone="error">
      <span>{message}</span>
      {reason && reason !== message && <span className="alert-detail">{reason}</span>}
    </Alert>
  );
}
