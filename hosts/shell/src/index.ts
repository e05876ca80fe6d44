import { startEarlyRequests } from './lib/early-requests';

startEarlyRequests(window.location.pathname);
// The async boundary: the federation's shared modules are ready once bootstrap runs.
import('./bootstrap');
