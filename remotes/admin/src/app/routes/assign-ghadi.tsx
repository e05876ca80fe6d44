import { useAgents } from '@/features/agents/api/get-agents';
import { AssignGhadiPanel } from '@/features/assign-ghadi/components/assign-ghadi-panel';
import { useGhadis } from '@/features/ghadi/api/get-ghadis';
import { useTexts } from '@/lib/texts';

/** Composes the agents and ghadi lists (owned by their features) with the assignment feature. */
export function AssignGhadiRoute() {
  const { t } = useTexts();
  const agents = useAgents();
  const ghadis = useGhadis();
  return (
    <>
      <h2>{t('nav.assignGhadi')}</h2>
      <AssignGhadiPanel agents={agents.data} ghadis={ghadis.data} sourcesFailed={agents.isError || ghadis.isError} />
    </>
  );
}
