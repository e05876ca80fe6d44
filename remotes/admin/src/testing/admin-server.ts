import { setupServer } from 'msw/node';
import { signIn, signOut } from '@ghadi/auth';
import { adminApiHandlers, buildSession, createAdminDb, type AdminDb } from '@ghadi/testing';

/**
 * A fake API for one test file: a fresh in-memory database for every test, and a signed-in admin (the
 * shell's guard has let them in). Override a route with `server.use(...)` for failure paths.
 */
export function setupAdminServer() {
  const server = setupServer();
  let db: AdminDb = createAdminDb();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    db = createAdminDb();
    server.resetHandlers(...adminApiHandlers(db));
    signIn(buildSession('admin'));
  });
  afterEach(() => {
    signOut();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
  return {
    server,
    /** This test's data. */
    db: () => db,
  };
}
