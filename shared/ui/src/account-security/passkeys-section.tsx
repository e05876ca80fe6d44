import { useState, type FormEvent } from 'react';
import { formRuleIn, passkeyNameSchema, type AccountSecurity } from '@ghadi/contracts';
import { passkeyRegistrationOptions, registerPasskey, removePasskey } from '@ghadi/api-client';
import { Alert } from '../alert';
import { confirmAction } from '../confirm-action';
import { createPasskey, passkeysSupported } from '../passkey-ceremony';
import { useSiteTimeZone } from '../site-config';
import { TextField } from '../text-field';
import { useUiTexts } from '../ui-texts';
import { formatStamp, useAccountAction } from './account-action';
import { NamedItemsTable } from './named-items-table';

/** The account's passkeys: each named, added through the browser's own prompt, removable. */
export function PasskeysSection({ security, onChanged }: { security: AccountSecurity; onChanged(): void }) {
  const { t, language } = useUiTexts();
  const timeZone = useSiteTimeZone();
  const { busy, notice, run, prompt } = useAccountAction();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const stamp = (iso: string | null) => (iso === null ? t('ui.account.never') : formatStamp(iso, timeZone, language));

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    setNameError(parsed.success ? '' : formRuleIn(language, parsed.error.issues[0]?.message ?? ''));
    if (!parsed.success) return;
    const added = await run(
      'add',
      async () => {
        const { challenge, options } = await passkeyRegistrationOptions();
        return (await registerPasskey({ challenge, name: parsed.data, passkey: await createPasskey(options) })).message;
      },
      t('ui.account.passkeyNotCreated'),
    );
    if (added) {
      setName('');
      onChanged();
    }
  }

  async function remove(id: string, passkeyName: string) {
    if (!confirmAction(t('ui.account.passkeyRemoveConfirm', { name: passkeyName }))) return;
    if (await run(`remove-${id}`, () => removePasskey(id))) onChanged();
  }

  return (
    <section className="card account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('ui.account.passkeysTitle')}</h2>
      <p>{t('ui.account.passkeysHint')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {prompt}
      {security.passkeys.length === 0 ? (
        <p>{t('ui.account.passkeysNone')}</p>
      ) : (
        <NamedItemsTable
          items={security.passkeys}
          nameHeading={t('ui.account.nameHeading')}
          columns={[
            { heading: t('ui.account.addedHeading'), cell: (passkey) => stamp(passkey.createdAt) },
            { heading: t('ui.account.lastUsedHeading'), cell: (passkey) => stamp(passkey.lastUsedAt) },
          ]}
          action={{ label: t('ui.account.passkeyRemove'), disabled: busy !== null, onClick: (passkey) => void remove(passkey.id, passkey.name) }}
        />
      )}
      {passkeysSupported() ? (
        <form onSubmit={add} noValidate>
          <TextField label={t('ui.account.passkeyName')} name="passkeyName" value={name} onChange={setName} error={nameError} maxLength={60} />
          <button type="submit" className="button button-primary" disabled={busy !== null}>
            {busy === 'add' ? t('ui.account.passkeyAdding') : t('ui.account.passkeyAdd')}
          </button>
        </form>
      ) : (
        <p>{t('ui.account.passkeysUnsupported')}</p>
      )}
    </section>
  );
}
