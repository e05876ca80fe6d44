import { AgentsPanel } from '@/features/agents/components/agents-panel';

export function AgentsRoute() {
  return (
    <>
      <h2>Agents</h2>
      <AgentsPanel />
    </>
  );
}
