import './agent-layout.css';
import { NavLink, Outlet } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { FailedSignInsNotice, LanguageChoice, LogoutButton, ThemeChoice } from '@ghadi/ui';
import { paths } from '@/config/paths';
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
        <nav className="agent-nav" aria-label={t('layout.navigation')}>
          <NavLink to={paths.dashboard.getHref()}>{t('layout.dashboard')}</NavLink>
          <NavLink to={paths.security.getHref()}>{t('layout.security')}</NavLink>
        </nav>
        <LanguageChoice />
        <ThemeChoice />
        <LogoutButton to={sitePaths.login} />
      </header>
      <main className="agent-main">
        <FailedSignInsNotice />
        <Outlet />
      </main>
    </div>
  );
}
