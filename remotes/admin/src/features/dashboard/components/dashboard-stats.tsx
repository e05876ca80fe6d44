import './dashboard-stats.css';
import { Alert } from '@ghadi/ui';
import { useAgentCount } from '@/features/dashboard/api/get-agent-count';
import { useGhadiCount } from '@/features/dashboard/api/get-ghadi-count';
import { useResultCount } from '@/features/dashboard/api/get-result-count';
import { useVisitorStats } from '@/features/dashboard/api/get-visitor-stats';
import { StatCard } from './stat-card';

/** Spec "Admin dashboard": five counts, each reloaded every 15 seconds. */
export function DashboardStats() {
  const agents = useAgentCount();
  const ghadis = useGhadiCount();
  const results = useResultCount();
  const visitors = useVisitorStats();
  const failed = [agents, ghadis, results, visitors].some((query) => query.isError);
  return (
    <>
      {failed && <Alert tone="error">Failed to load dashboard stats.</Alert>}
      <ul className="stat-cards">
        <StatCard title="Total Agents" value={agents.data} />
        <StatCard title="Total Ghadi" value={ghadis.data} />
        <StatCard title="Total Results" value={results.data} />
        <StatCard title="Total Users" value={visitors.data?.totalUsers} />
        <StatCard title="Current Users" value={visitors.data?.activeUsers} />
      </ul>
    </>
  );
}
