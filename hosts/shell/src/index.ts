// In the entry chunk, so the stylesheet is linked from the page itself: server-rendered HTML is styled
// before any script runs.
import '@ghadi/ui/styles.css';
import './app/app.css';
import { pageCatalog } from './lib/catalog';
import { startEarlyRequests } from './lib/early-requests';
import { registerServiceWorker } from './lib/register-service-worker';

startEarlyRequests();
void pageCatalog();
// The async boundary: this small entry starts the first requests while the app's chunks download.
import('./bootstrap');
registerServiceWorker();
