import './agent-layout.css';
import { Outlet } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { LanguageChoice, LogoutButton } from '@ghadi/ui';
import { useTexts } from '@/lib/texts';

/** Spec "Agent layout": a header with Logout, which signs out and goes to /login. */
export function AgentLayout() {
  const { t } = useTexts();
  const session = useSession();
  return (
    <div className="agent-layout">
      <header className="agent-header">
        <h1>{t('layout.title')}</h1>
        {session && <span className="agent-user">{session.DisplayName}</span>}
        <LanguageChoice />
        <LogoutButton to={sitePaths.login} />
      </header>
      <main className="agent-main">
        <Outlet />
      </main>
    </div>
  );
}
