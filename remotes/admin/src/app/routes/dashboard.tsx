import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';

export function DashboardRoute() {
  return (
    <>
      <h2>Welcome, Admin</h2>
      <DashboardStats />
    </>
  );
}
