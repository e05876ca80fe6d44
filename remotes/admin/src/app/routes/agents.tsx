import { AgentsPanel } from '@/features/agents/components/agents-panel';
import { useTexts } from '@/lib/texts';

export function AgentsRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('nav.agents')}</h2>
      <AgentsPanel />
    </>
  );
}
