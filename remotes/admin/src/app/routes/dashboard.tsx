import { ChannelPanel } from '@/features/dashboard/components/channel-panel';
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { PushPanel } from '@/features/dashboard/components/push-panel';
import { TodaysBoard } from '@/features/dashboard/components/todays-board';
import { useTexts } from '@/lib/texts';

export function DashboardRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('dashboard.welcome')}</h2>
      <DashboardStats />
      <TodaysBoard />
      <PushPanel />
      <ChannelPanel />
    </>
  );
}
