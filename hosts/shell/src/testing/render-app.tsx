import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { ReadStore } from '@/lib/reads';
import { languageOfPath } from '@ghadi/contracts';
import { testI18n } from './texts';

/** The shell's routes at `path` in its language, with fresh reads so no test sees another's data. */
export function renderApp(path: string) {
  const store = new ReadStore({ retry: false });
  return render(
    <AppProvider store={store} i18n={testI18n(languageOfPath(path))}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}
