export { apiBaseUrl, apiClient, configureApiClient } from './client';
export { fetchRuntimeConfig } from './runtime-config';
export { postCsv, type UploadProgress } from './csv-upload';
export { errorBody, errorMessage, describeFailure } from './errors';
export { getHolidays } from './holidays';
export { type FailureKind } from './public-request';
export { discardToken, login, logout } from './session-api';
export { subscribeToSiteChanges } from './site-changes';
export { updateResult } from './update-result';
