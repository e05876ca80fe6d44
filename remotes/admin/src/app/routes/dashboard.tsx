import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { PushPanel } from '@/features/dashboard/components/push-panel';
import { TodaysBoard } from '@/features/dashboard/components/todays-board';

export function DashboardRoute() {
  return (
    <>
      <h2>Welcome, Admin</h2>
      <DashboardStats />
      <TodaysBoard />
      <PushPanel />
    </>
  );
}
