import { lazy } from 'react';
import { AreaGuard } from '@ghadi/auth';
import { DemoNotice } from '@/components/demo-notice';
import { RemoteBoundary } from '@/components/remote-boundary';
import { loadRemoteApp, type RemoteName } from '@/lib/remotes';
import { BackOfficeTexts } from './back-office-texts';

// Declared once at module level so React keeps one lazy component per remote.
const remoteApps = { admin: lazy(() => loadRemoteApp('admin')), agent: lazy(() => loadRemoteApp('agent')) };

/** /admin/* and /agent/*: the area's remote app behind its guard (the login page is open to everyone). */
export function BackOfficeRoute({ area }: { area: RemoteName }) {
  const RemoteApp = remoteApps[area];
  return (
    <BackOfficeTexts>
      <DemoNotice />
      <AreaGuard role={area}>
        <RemoteBoundary>
          <RemoteApp />
        </RemoteBoundary>
      </AreaGuard>
    </BackOfficeTexts>
  );
}
