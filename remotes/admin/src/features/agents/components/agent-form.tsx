import { useState } from 'react';
import type { User } from '@ghadi/contracts';
import { PasswordInput, TextField } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { FormCard } from '@/components/form-card';
import { SelectField } from '@/components/select-field';
import { useCreateAgent } from '@/features/agents/api/create-agent';
import { useUpdateAgent } from '@/features/agents/api/update-agent';
import { agentFormValues, checkAgentChanges, checkNewAgent, type AgentField, type AgentFormErrors } from '@/features/agents/utils/agent-form';
import { useRuleText, useTexts } from '@/lib/texts';

/** Adds an agent, or edits `agent`; Cancel or a successful save calls `onDone` (back to add mode). */
export function AgentForm({ agent, onDone }: { agent: User | null; onDone: () => void }) {
  const { t } = useTexts();
  const ruleText = useRuleText();
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
    error: ruleText(errors[name]),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <FormCard
      title={agent ? t('agents.editTitle') : t('agents.addTitle')}
      editing={agent !== null}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={finish}
      failure={save.isError && <FailureAlert message={t('agents.saveFailed')} error={save.error} />}
    >
      <TextField label={t('agents.username')} autoComplete="off" autoFocus={agent !== null} {...field('UserName')} />
      <TextField label={t('agents.displayName')} autoComplete="off" {...field('DisplayName')} />
      <TextField label={t('agents.email')} type="email" autoComplete="off" {...field('email')} />
      <PasswordInput label={t('agents.password')} autoComplete="new-password" {...field('Password')} />
      {agent && <p className="field-hint">{t('agents.passwordHint')}</p>}
      <SelectField label={t('common.status')} {...field('isActive')}>
        <option value="true">{t('common.active')}</option>
        <option value="false">{t('common.inactive')}</option>
      </SelectField>
    </FormCard>
  );
}
