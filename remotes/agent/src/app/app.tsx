import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The agent area. The shell's guard has already checked the role for everything but the login page. */
export function App() {
  return (
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  );
}
