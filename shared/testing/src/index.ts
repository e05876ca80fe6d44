export { buildLoginUser, buildSession } from './builders';
export { sessionHandlers, revokedTokens, type Account } from './handlers/session';
export { buildGhadi, buildRecordId, buildResult } from './game-builders';
export { agentGhadiFake, type AgentGhadiFakeOptions } from './handlers/agent-ghadi';
export { publicSiteHandlers, trackedSessions, type PublicSiteState } from './handlers/public-site';
export { createAdminDb, type AdminDb, type RecordedRequest } from './handlers/admin-db';
export { adminApiHandlers } from './handlers/admin-api';
export { failingRoute } from './handlers/admin-failure';
export { signInThroughForm } from './sign-in';
