import './admin-layout.css';
import './admin-screens.css';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { LogoutButton } from '@ghadi/ui';
import { APP_VERSION } from '@/config/env';
import { paths } from '@/config/paths';

const entries = [
  { label: 'Dashboard', to: paths.dashboard.getHref() },
  { label: 'Agents', to: paths.agents.getHref() },
  { label: 'Ghadi', to: paths.ghadi.getHref() },
  { label: 'Results', to: paths.results.getHref() },
  { label: 'Import Results', to: paths.importResults.getHref() },
  { label: 'Assign Ghadi', to: paths.assignGhadi.getHref() },
  { label: 'Content Blocks', to: paths.contentBlocks.getHref() },
];

/** Spec "Admin layout": sidebar open by default, closed by a link click, toggled from the header. */
export function AdminLayout() {
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
          Menu
        </button>
        <h1>Admin Panel</h1>
        {session && <span className="admin-user">{session.DisplayName}</span>}
      </header>
      <nav id="admin-sidebar" className="admin-sidebar" aria-label="Admin" hidden={!open}>
        <button type="button" className="button button-ghost sidebar-close" onClick={() => setOpen(false)}>
          Close
        </button>
        <ul>
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} onClick={() => setOpen(false)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LogoutButton to={sitePaths.admin.login} />
        <p className="app-version">Version {APP_VERSION}</p>
      </nav>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
