export { default as adminResultRoutes } from './admin-result-routes';
export { mayPublishFor } from './ghadi-access';
export { default as agentRoutes } from './agent-routes';
export { resultAnswers } from './result-answers';
export { findIsCurrentResult, findStoredResults, type StoredResultRow } from './result-queries';
export { type ResultNotice } from './result-notice';
export { default as resultRoutes } from './result-routes';
export { holidaysAmong, writeResults, type ResultEntry } from './result-writes';
