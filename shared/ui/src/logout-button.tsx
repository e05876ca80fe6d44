import { useUiTexts } from './ui-texts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@ghadi/api-client';

/** Ends the session on the server and here, then goes to `to`. */
export function LogoutButton({ to, className = 'button' }: { to: string; className?: string }) {
  const { t } = useUiTexts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function signOutAndLeave() {
    setBusy(true);
    await logout();
    navigate(to, { replace: true });
  }
  return (
    <button type="button" className={className} onClick={signOutAndLeave} disabled={busy}>
      {t('ui.logout')}
    </button>
  );
}
