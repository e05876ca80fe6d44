export { apiBaseUrl, apiClient, configureApiClient, setMessageLanguage } from './client';
export { fetchRuntimeConfig } from './runtime-config';
export { postCsv, type UploadProgress } from './csv-upload';
export { errorBody, errorCode, errorMessage, reauthRequired } from './errors';
export { describeFailure, HttpError, type FailureKind } from './http';
export { getDrawDay } from './draw-day';
export { getHolidays } from './holidays';
export { discardToken, login, logout } from './session-api';
export { subscribeToSiteChanges } from './site-changes';
export { updateResult } from './update-result';
export { getPushSummary } from './push-summary';
export { getChannelSummary } from './channel-summary';
export {
  answerSecondFactor,
  changeOwnPassword,
  confirmTotp,
  createApiToken,
  disableTotp,
  endAgentSessions,
  endOtherSessions,
  endSignedInSession,
  getAccountSecurity,
  getApiTokens,
  getSignedInSessions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  reauthenticate,
  reauthOptions,
  registerPasskey,
  removePasskey,
  revokeApiToken,
  signInWithPasskey,
  startTotp,
} from './account-security';
