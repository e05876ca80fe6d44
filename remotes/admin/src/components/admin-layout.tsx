import './admin-layout.css';
import './admin-screens.css';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { FailedSignInsNotice, LanguageChoice, LogoutButton, ThemeChoice } from '@ghadi/ui';
import { APP_VERSION } from '@/config/env';
import { paths } from '@/config/paths';
import { useTexts, type TextId } from '@/lib/texts';

const entries: { label: TextId; to: string }[] = [
  { label: 'nav.dashboard', to: paths.dashboard.getHref() },
  { label: 'nav.agents', to: paths.agents.getHref() },
  { label: 'nav.ghadi', to: paths.ghadi.getHref() },
  { label: 'nav.results', to: paths.results.getHref() },
  { label: 'nav.importResults', to: paths.importResults.getHref() },
  { label: 'nav.assignGhadi', to: paths.assignGhadi.getHref() },
  { label: 'nav.contentBlocks', to: paths.contentBlocks.getHref() },
  { label: 'nav.admins', to: paths.admins.getHref() },
  { label: 'nav.security', to: paths.security.getHref() },
];

/** Spec "Admin layout": sidebar open by default, closed by a link click, toggled from the header. */
export function AdminLayout() {
  const { t } = useTexts();
  const session = useSession();
  const [open, setOpen] = useState(true);
  return (
    <div className={`admin-layout${open ? ' sidebar-open' : ''}`}>
      <header className="admin-header">
        <button
          type="button"
          className="button button-ghost"
          aria-controls="admin-sidebar"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {t('layout.menu')}
        </button>
        <h1>{t('layout.title')}</h1>
        {session && <span className="admin-user">{session.DisplayName}</span>}
      </header>
      <nav id="admin-sidebar" className="admin-sidebar" aria-label={t('layout.navigation')} hidden={!open}>
        <button type="button" className="button button-ghost sidebar-close" onClick={() => setOpen(false)}>
          {t('layout.close')}
        </button>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} onClick={() => setOpen(false)}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* Beside Logout rather than in the header, which has no room left on a 360 px phone. */}
        <LanguageChoice />
        <ThemeChoice />
        <LogoutButton to={sitePaths.admin.login} />
        <p className="app-version">{t('layout.version', { version: APP_VERSION })}</p>
      </nav>
      <main className="admin-main">
        <FailedSignInsNotice />
        <Outlet />
      </main>
    </div>
  );
}
