import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountPaths, apiTokenLifetimes, apiTokenRequestSchema, formRuleIn, type ApiTokenRequest } from '@ghadi/contracts';
import { createApiToken, getApiTokens, revokeApiToken } from '@ghadi/api-client';
import { Alert } from '../alert';
import { confirmAction } from '../confirm-action';
import { useSiteTimeZone } from '../site-config';
import { TextField } from '../text-field';
import { useUiTexts } from '../ui-texts';
import { formatStamp, useAccountAction } from './account-action';
import { NamedItemsTable } from './named-items-table';

/** An agent's API tokens (the agent's own, or the admin's view of one agent): create, list, revoke. */
export function ApiTokensSection({ agentId }: { agentId: string }) {
  const { t, language } = useUiTexts();
  const timeZone = useSiteTimeZone();
  const expiryId = useId();
  const queryClient = useQueryClient();
  const queryKey = [accountPaths.agentTokens.url(agentId)];
  const tokens = useQuery({ queryKey, queryFn: ({ signal }) => getApiTokens(agentId, signal) });
  const { busy, notice, run, prompt } = useAccountAction();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<ApiTokenRequest['expiresInDays']>(30);
  const [created, setCreated] = useState<string | null>(null);
  const stamp = (iso: string | null) => (iso === null ? t('ui.account.never') : formatStamp(iso, timeZone, language));
  const reload = () => queryClient.invalidateQueries({ queryKey });

  async function create(event: FormEvent) {
    event.preventDefault();
    const parsed = apiTokenRequestSchema.safeParse({ name, expiresInDays });
    setNameError(parsed.success ? '' : formRuleIn(language, parsed.error.issues[0]?.message ?? ''));
    if (!parsed.success) return;
    setCreated(null);
    const done = await run(
      'create',
      async () => {
        const answer = await createApiToken(agentId, parsed.data);
        setCreated(answer.token);
        return answer.message;
      },
    );
    if (done) {
      setName('');
      await reload();
    }
  }

  async function revoke(tokenId: string, tokenName: string) {
    if (confirmAction(t('ui.account.tokenRevokeConfirm', { name: tokenName })) && (await run(`revoke-${tokenId}`, () => revokeApiToken(agentId, tokenId)))) {
      await reload();
    }
  }

  return (
    <section className="card account-section" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('ui.account.tokensTitle')}</h2>
      <p>{t('ui.account.tokensHint')}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {prompt}
      {created && (
        <p className="created-token">
          {t('ui.account.tokenShownOnce')} <code>{created}</code>
        </p>
      )}
      {tokens.isError && <Alert tone="error">{t('ui.account.loadFailed')}</Alert>}
      {tokens.data?.length === 0 && <p>{t('ui.account.tokensNone')}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <NamedItemsTable
          items={tokens.data}
          nameHeading={t('ui.account.nameHeading')}
          columns={[
            { heading: t('ui.account.addedHeading'), cell: (token) => stamp(token.createdAt) },
            { heading: t('ui.account.tokenExpiresHeading'), cell: (token) => stamp(token.expiresAt) },
            { heading: t('ui.account.lastUsedHeading'), cell: (token) => stamp(token.lastUsedAt) },
          ]}
          action={{ label: t('ui.account.tokenRevoke'), disabled: busy !== null, onClick: (token) => void revoke(token.id, token.name) }}
        />
      )}
      <form onSubmit={create} noValidate>
        <TextField label={t('ui.account.tokenName')} name="tokenName" value={name} onChange={setName} error={nameError} maxLength={60} />
        <div className="field">
          <label htmlFor={expiryId}>{t('ui.account.tokenExpiry')}</label>
          <select id={expiryId} value={expiresInDays} onChange={(event) => setExpiresInDays(Number(event.target.value) as ApiTokenRequest['expiresInDays'])}>
            {apiTokenLifetimes.map((days) => (
              <option key={days} value={days}>
                {t('ui.account.tokenDays', { days })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy !== null}>
          {busy === 'create' ? t('ui.account.tokenCreating') : t('ui.account.tokenCreate')}
        </button>
      </form>
    </section>
  );
}
