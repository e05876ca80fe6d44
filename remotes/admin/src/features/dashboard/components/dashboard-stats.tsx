import './dashboard-stats.css';
import { Alert } from '@ghadi/ui';
import { useVisitorStats } from '@/features/dashboard/api/get-visitor-stats';
import { StatCard } from './stat-card';
import { useAgentCount } from '@/lib/reads/agents';
import { useGhadiCount } from '@/lib/reads/games';
import { useResultCount } from '@/lib/reads/results';
import { useTexts } from '@/lib/texts';

/** Spec "Admin dashboard": five counts, each reloaded every 15 seconds. */
export function DashboardStats() {
  const { t } = useTexts();
  const agents = useAgentCount();
  const ghadis = useGhadiCount();
  const results = useResultCount();
  const visitors = useVisitorStats();
  const failed = [agents, ghadis, results, visitors].some((query) => query.isError);
  return (
    <>
      {failed && <Alert tone="error">{t('stats.failed')}</Alert>}
      <ul className="stat-cards">
        <StatCard title={t('stats.agents')} value={agents.data} />
        <StatCard title={t('stats.ghadi')} value={ghadis.data} />
        <StatCard title={t('stats.results')} value={results.data} />
        <StatCard title={t('stats.users')} value={visitors.data?.totalUsers} />
        <StatCard title={t('stats.currentUsers')} value={visitors.data?.activeUsers} />
      </ul>
    </>
  );
}
