import { AccountSecurityScreen } from '@ghadi/ui';

export function SecurityRoute() {
  return <AccountSecurityScreen />;
}
