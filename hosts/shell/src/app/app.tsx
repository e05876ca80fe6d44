import '@ghadi/ui/styles.css';
import './app.css';
import { configureApiClient } from '@ghadi/api-client';
import { runtimeConfig } from '@/lib/runtime-config';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

// API calls wait for the runtime config rather than the first render waiting for it.
configureApiClient(runtimeConfig().then((config) => config.apiBaseUrl));

export function App() {
  return (
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  );
}
