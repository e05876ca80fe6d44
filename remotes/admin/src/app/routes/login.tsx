import { LoginScreen } from '@ghadi/ui';
import { paths } from '@/config/paths';

export function LoginRoute() {
  return (
    <LoginScreen
      title="Admin Login"
      role="admin"
      homePath={paths.dashboard.getHref()}
      wrongTypeMessage="Not authorized or not an admin"
    />
  );
}
