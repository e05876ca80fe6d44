import {
  accountPaths,
  accountSecurityResponseSchema,
  apiTokenCreatedSchema,
  apiTokensResponseSchema,
  itemResponse,
  loginResponseSchema,
  messageResponseSchema,
  passkeySchema,
  reauthOptionsResponseSchema,
  reauthResponseSchema,
  recoveryCodesResponseSchema,
  signedInSessionsResponseSchema,
  totpEnrolmentResponseSchema,
  webAuthnOptionsResponseSchema,
  type AccountSecurity,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenRequest,
  type LoginResponse,
  type Passkey,
  type PasswordChangeRequest,
  type ReauthOptions,
  type ReauthRequest,
  type SecondFactorRequest,
  type SignedInSession,
  type TotpEnrolment,
  type WebAuthnOptionsResponse,
} from '@ghadi/contracts';
import { apiClient } from './client';

const messageOf = (data: unknown): string => messageResponseSchema.parse(data).message;

/** The second step of a sign-in that asked for one: a code or a passkey's signature, for its challenge. */
export async function answerSecondFactor(body: SecondFactorRequest): Promise<LoginResponse> {
  return loginResponseSchema.parse((await apiClient.post(accountPaths.secondFactor, body)).data);
}

export async function passkeySignInOptions(): Promise<WebAuthnOptionsResponse> {
  return webAuthnOptionsResponseSchema.parse((await apiClient.post(accountPaths.passkeySignInOptions)).data);
}

export async function signInWithPasskey(challenge: string, passkey: unknown): Promise<LoginResponse> {
  return loginResponseSchema.parse((await apiClient.post(accountPaths.passkeySignIn, { challenge, passkey })).data);
}

export async function getAccountSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  return accountSecurityResponseSchema.parse((await apiClient.get(accountPaths.mySecurity, { signal })).data).data;
}

export async function startTotp(): Promise<TotpEnrolment> {
  return totpEnrolmentResponseSchema.parse((await apiClient.post(accountPaths.myTotp)).data);
}

/** Turns the app on with its first code; answers the recovery codes, shown this once. */
export async function confirmTotp(code: string): Promise<{ message: string; recoveryCodes: string[] }> {
  return recoveryCodesResponseSchema.parse((await apiClient.post(accountPaths.myTotpConfirm, { code })).data);
}

export async function disableTotp(Password: string, code: string): Promise<string> {
  return messageOf((await apiClient.post(accountPaths.myTotpDisable, { Password, code })).data);
}

export async function passkeyRegistrationOptions(): Promise<WebAuthnOptionsResponse> {
  return webAuthnOptionsResponseSchema.parse((await apiClient.post(accountPaths.myPasskeyOptions)).data);
}

export async function registerPasskey(body: { challenge: string; name: string; passkey: unknown }): Promise<{ data: Passkey; message: string }> {
  const answer = itemResponse(passkeySchema).parse((await apiClient.post(accountPaths.myPasskeys, body)).data);
  return { data: answer.data, message: answer.message ?? '' };
}

export async function removePasskey(id: string): Promise<string> {
  return messageOf((await apiClient.delete(accountPaths.myPasskey.url(id))).data);
}

export async function getSignedInSessions(signal?: AbortSignal): Promise<SignedInSession[]> {
  return signedInSessionsResponseSchema.parse((await apiClient.get(accountPaths.mySessions, { signal })).data).data;
}

export async function endSignedInSession(id: string): Promise<string> {
  return messageOf((await apiClient.delete(accountPaths.mySession.url(id))).data);
}

export async function endOtherSessions(): Promise<string> {
  return messageOf((await apiClient.post(accountPaths.myOtherSessionsEnd)).data);
}

/** The admin ends every session of an agent. */
export async function endAgentSessions(agentId: string): Promise<string> {
  return messageOf((await apiClient.post(accountPaths.agentSessionsEnd.url(agentId))).data);
}

export async function getApiTokens(agentId: string, signal?: AbortSignal): Promise<ApiToken[]> {
  return apiTokensResponseSchema.parse((await apiClient.get(accountPaths.agentTokens.url(agentId), { signal })).data).data;
}

/** Creates an agent's token; the answer holds the token itself, shown this once. */
export async function createApiToken(agentId: string, body: ApiTokenRequest): Promise<ApiTokenCreated> {
  return apiTokenCreatedSchema.parse((await apiClient.post(accountPaths.agentTokens.url(agentId), body)).data);
}

export async function revokeApiToken(agentId: string, tokenId: string): Promise<string> {
  return messageOf((await apiClient.delete(accountPaths.agentToken.url(agentId, tokenId))).data);
}

/** What a re-authentication asks of this account: the password, and an app code or a passkey (its options). */
export async function reauthOptions(): Promise<ReauthOptions> {
  return reauthOptionsResponseSchema.parse((await apiClient.post(accountPaths.myReauthOptions)).data);
}

/** A fresh proof for this session; answers until when the guarded actions are open to it. */
export async function reauthenticate(body: ReauthRequest): Promise<string> {
  return reauthResponseSchema.parse((await apiClient.post(accountPaths.myReauth, body, { checksPassword: true })).data).reauthUntil;
}

/** Changes the signed-in user's own password; the server ends their other sessions. Answers its message. */
export async function changeOwnPassword(body: PasswordChangeRequest): Promise<string> {
  return messageOf((await apiClient.put(accountPaths.myPassword, body, { checksPassword: true })).data);
}
