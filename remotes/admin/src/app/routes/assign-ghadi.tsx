import { AssignGhadiPanel } from '@/features/assign-ghadi/components/assign-ghadi-panel';
import { useAgents } from '@/lib/reads/agents';
import { useGhadis } from '@/lib/reads/games';
import { useTexts } from '@/lib/texts';

/** Composes the agents and games (the app's reads) with the assignment feature. */
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
