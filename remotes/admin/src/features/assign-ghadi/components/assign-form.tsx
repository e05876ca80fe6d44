import { useId, useState, type FormEvent } from 'react';
import type { Ghadi, User } from '@ghadi/contracts';
import { errorMessage } from '@ghadi/api-client';
import { Alert } from '@ghadi/ui';
import { SelectField } from '@/components/select-field';
import { useCreateUserMap } from '@/features/assign-ghadi/api/create-user-map';
import { checkAssignment, type AssignErrors } from '@/features/assign-ghadi/utils/assignment';
import { useRuleText, useTexts } from '@/lib/texts';

interface AssignFormProps {
  /** Only active agents: the server assigns games to no one else. */
  agents: User[];
  /** The games no agent has yet, by OrderId. */
  ghadis: Ghadi[];
}

/** Spec "Admin assign-ghadi": choose an agent, tick games, Assign Selected. */
export function AssignForm({ agents, ghadis }: AssignFormProps) {
  const { t } = useTexts();
  const ruleText = useRuleText();
  const titleId = useId();
  const gamesErrorId = useId();
  const [agent, setAgent] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [errors, setErrors] = useState<AssignErrors>({});
  const assign = useCreateUserMap();
  // A game someone else just took is no longer offered, so it must not be sent either.
  const selected = picked.filter((gid) => ghadis.some((ghadi) => ghadi.GID === gid));

  function toggle(gid: number, on: boolean) {
    setPicked((current) => (on ? [...current, gid] : current.filter((value) => value !== gid)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkAssignment(agent, selected);
    setErrors(checked.errors ?? {});
    if (checked.body) assign.mutate(checked.body, { onSuccess: () => setPicked([]) });
  }

  return (
    <form className="card admin-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t('assign.title')}</h3>
      {assign.isError && <Alert tone="error">{errorMessage(assign.error, t('assign.failed'))}</Alert>}
      <SelectField label={t('common.agent')} value={agent} onChange={setAgent} error={ruleText(errors.User_Id)}>
        <option value="">{t('assign.chooseAgent')}</option>
        {agents.map((option) => (
          <option key={option.id} value={option.User_Id}>
            {`${option.DisplayName} (${option.UserName})`}
          </option>
        ))}
      </SelectField>
      <fieldset className="ghadi-choices" aria-describedby={errors.GID ? gamesErrorId : undefined}>
        <legend>{t('common.ghadi')}</legend>
        {ghadis.length === 0 && <p className="empty-state">{t('assign.allAssigned')}</p>}
        {ghadis.map((ghadi) => (
          <label key={ghadi.id} className="choice">
            <input type="checkbox" checked={selected.includes(ghadi.GID)} onChange={(event) => toggle(ghadi.GID, event.target.checked)} />
            <span>{ghadi.NameEn}</span> <span lang="hi">{`(${ghadi.NameHn})`}</span>
          </label>
        ))}
        {errors.GID && (
          <p id={gamesErrorId} className="field-error">
            {ruleText(errors.GID)}
          </p>
        )}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={assign.isPending}>
          {t('assign.submit')}
        </button>
      </div>
    </form>
  );
}
