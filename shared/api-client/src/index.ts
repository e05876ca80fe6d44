export { apiClient, configureApiClient } from './client';
export { fetchRuntimeConfig } from './runtime-config';
export { errorMessage, describeFailure } from './errors';
export { getHolidays } from './holidays';
export { type FailureKind } from './public-request';
export { discardToken, login, logout } from './session-api';
export { updateResult } from './update-result';
