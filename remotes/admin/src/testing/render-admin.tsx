import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';

/** The admin area at `path`, mounted under /admin/* as the shell does, with errors shown at once. */
export function renderAdmin(path: string, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App queryClient={createQueryClient({ retry: false })} />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup(advanceTimers ? { advanceTimers } : {});
}

/** Answer to the next window.confirm (the spec's delete confirmations); returns the spy to read the message. */
export function answerConfirm(answer: boolean) {
  return jest.spyOn(window, 'confirm').mockReturnValue(answer);
}
