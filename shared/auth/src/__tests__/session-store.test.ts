import { SESSION_STORAGE_KEY, type SessionUser } from '@ghadi/contracts';

const agent: SessionUser = {
  _id: 'u1',
  id: 'u1',
  User_Id: 7,
  UserName: 'ravi',
  DisplayName: 'Ravi',
  email: 'ravi@example.com',
  userType: 'agent',
  isActive: true,
  token: 'secret-token',
};

// A fresh module per test: the store restores from local storage on first use, as on a page load.
async function freshStore() {
  let store: typeof import('../session-store') | undefined;
  await jest.isolateModulesAsync(async () => {
    store = await import('../session-store');
  });
  return store!;
}

beforeEach(() => window.localStorage.clear());

test('a stored session is restored on page load', async () => {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(agent));
  const { getSession } = await freshStore();
  expect(getSession()).toEqual(agent);
});

test('signing in keeps the user and token under the key "user"', async () => {
  const { signIn, getSession } = await freshStore();
  signIn(agent);
  expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(agent);
  expect(getSession()?.token).toBe('secret-token');
});

test('signing out removes the stored record and notifies listeners', async () => {
  const { signIn, signOut, getSession, subscribe } = await freshStore();
  signIn(agent);
  const listener = jest.fn();
  subscribe(listener);
  signOut();
  expect(window.localStorage.getItem('user')).toBeNull();
  expect(getSession()).toBeNull();
  expect(listener).toHaveBeenCalledTimes(1);
});

test('a corrupted or tampered record is dropped, not trusted', async () => {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...agent, userType: 'superuser' }));
  const first = await freshStore();
  expect(first.getSession()).toBeNull();
  expect(window.localStorage.getItem('user')).toBeNull();

  window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
  const second = await freshStore();
  expect(second.getSession()).toBeNull();
});

test('a sign-out in another tab is followed here', async () => {
  const { signIn, getSession } = await freshStore();
  signIn(agent);
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
  expect(getSession()).toBeNull();
});
