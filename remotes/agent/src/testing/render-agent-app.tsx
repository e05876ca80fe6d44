import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signIn, signOut } from '@ghadi/auth';
import { agentGhadiFake, buildSession, type AgentGhadiFakeOptions } from '@ghadi/testing';
import { App } from '@/app/app';
import { queryClient } from '@/lib/query-client';

// Failures show at once in tests instead of after the production retries.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });

/** One msw server per test file; unhandled calls fail the test, and each test starts signed out. */
export function setupAgentApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    signOut();
  });
  afterAll(() => server.close());
  return server;
}

/** The agent area mounted the way the shell mounts it, at `path` under /agent/*. */
export function renderAgentApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent/*" element={<App />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * A signed-in agent on the dashboard, talking to the in-memory fake of the agent endpoints; `overrides`
 * (a failing or slow endpoint) answer before the fake does.
 */
export function renderDashboard(
  server: ReturnType<typeof setupAgentApi>,
  options: AgentGhadiFakeOptions,
  ...overrides: RequestHandler[]
) {
  const fake = agentGhadiFake(options);
  server.use(...overrides, ...fake.handlers);
  signIn(buildSession('agent'));
  const user = userEvent.setup();
  renderAgentApp('/agent/dashboard');
  return { user, fake };
}
