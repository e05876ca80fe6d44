import { startEarlyRequests } from './lib/early-requests';

startEarlyRequests(window.location.pathname);
// The async boundary: this small entry starts the first requests while the app's chunks download.
import('./bootstrap');
