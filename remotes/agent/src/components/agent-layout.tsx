import './agent-layout.css';
import { Outlet } from 'react-router';
import { sitePaths } from '@ghadi/contracts';
import { useSession } from '@ghadi/auth';
import { LogoutButton } from '@ghadi/ui';

/** Spec "Agent layout": a header with Logout, which signs out and goes to /login. */
export function AgentLayout() {
  const session = useSession();
  return (
    <div className="agent-layout">
      <header className="agent-header">
        <h1>Agent Dashboard</h1>
        {session && <span className="agent-user">{session.DisplayName}</span>}
        <LogoutButton to={sitePaths.login} />
      </header>
      <main className="agent-main">
        <Outlet />
      </main>
    </div>
  );
}
