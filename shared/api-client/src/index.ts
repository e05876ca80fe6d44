export { apiClient, configureApiClient } from './client';
export { fetchRuntimeConfig } from './runtime-config';
export { errorMessage, describeFailure, type FailureKind } from './errors';
export { discardToken, login, logout } from './session-api';
