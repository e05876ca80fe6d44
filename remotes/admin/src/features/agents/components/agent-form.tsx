import { useState } from 'react';
import type { User } from '@ghadi/contracts';
import { PasswordInput, TextField } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { FormCard } from '@/components/form-card';
import { SelectField } from '@/components/select-field';
import { useCreateAgent } from '@/features/agents/api/create-agent';
import { useUpdateAgent } from '@/features/agents/api/update-agent';
import { agentFormValues, checkAgentChanges, checkNewAgent, type AgentField, type AgentFormErrors } from '@/features/agents/utils/agent-form';

/** Adds an agent, or edits `agent`; Cancel or a successful save calls `onDone` (back to add mode). */
export function AgentForm({ agent, onDone }: { agent: User | null; onDone: () => void }) {
  const [values, setValues] = useState(() => agentFormValues(agent));
  const [errors, setErrors] = useState<AgentFormErrors>({});
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const save = agent ? update : create;

  function finish() {
    setValues(agentFormValues(null));
    setErrors({});
    create.reset();
    update.reset();
    onDone();
  }

  function submit() {
    if (agent) {
      const checked = checkAgentChanges(values);
      setErrors(checked.errors ?? {});
      if (checked.body) update.mutate({ id: agent.id, input: checked.body }, { onSuccess: finish });
    } else {
      const checked = checkNewAgent(values);
      setErrors(checked.errors ?? {});
      if (checked.body) create.mutate(checked.body, { onSuccess: finish });
    }
  }

  const field = (name: AgentField) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <FormCard
      title={agent ? 'Edit Agent' : 'Add Agent'}
      editing={agent !== null}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={finish}
      failure={save.isError && <FailureAlert message="Failed to save agent" error={save.error} />}
    >
      <TextField label="Username" autoComplete="off" autoFocus={agent !== null} {...field('UserName')} />
      <TextField label="Display Name" autoComplete="off" {...field('DisplayName')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <PasswordInput label="Password" autoComplete="new-password" {...field('Password')} />
      {agent && <p className="field-hint">Leave the password blank to keep the current one.</p>}
      <SelectField label="Status" {...field('isActive')}>
        <option value="true">Active</option>
        <option value="false">Inactive</option>
      </SelectField>
    </FormCard>
  );
}
