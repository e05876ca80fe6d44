import { LoginScreen } from '@ghadi/ui';
import { paths } from '@/config/paths';

export function LoginRoute() {
  return (
    <LoginScreen
      title="Agent Login"
      role="agent"
      homePath={paths.dashboard.getHref()}
      wrongTypeMessage="Not authorized or not an agent"
    />
  );
}
