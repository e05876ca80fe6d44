export { default as adminResultRoutes } from './admin-result-routes';
export { default as agentRoutes } from './agent-routes';
export { resultAnswers } from './result-answers';
export { replacePublishedResult } from './result-queries';
export { default as resultRoutes } from './result-routes';
