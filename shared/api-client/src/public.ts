// The public site's entry: no session, no shared state. Bundled into each app that imports it (it is not a
// federation singleton, and needs not be).
export { describeFailure, HttpError, type FailureKind } from './http';
export { publicRequest, type PublicRequest } from './public-request';
export { fetchRuntimeConfig } from './runtime-config';
export { requestRuntimeConfig } from './runtime-config-request';
export { subscribeToSiteChanges } from './site-changes';
export { followGames, getFollowedGames } from './push';
