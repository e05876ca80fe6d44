import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionUser, UserType } from '@ghadi/contracts';
import { AreaGuard, RequireRole, signIn, signOut } from '../index';

const userOf = (userType: UserType): SessionUser => ({
  _id: 'u1',
  id: 'u1',
  User_Id: 1,
  UserName: userType,
  DisplayName: `The ${userType}`,
  email: `${userType}@example.com`,
  userType,
  isActive: true,
  token: `token-${userType}`,
});

function WhereAmI() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p>{`at ${location.pathname} from ${from || 'nowhere'}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<WhereAmI />} />
        <Route path="/admin/login" element={<WhereAmI />} />
        <Route path="/agent/login" element={<WhereAmI />} />
        <Route
          path="/admin/*"
          element={
            <RequireRole role="admin">
              <p>admin area</p>
            </RequireRole>
          }
        />
        <Route
          path="/agent/*"
          element={
            <RequireRole role="agent">
              <p>agent area</p>
            </RequireRole>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => signOut());

test('signed out, an admin page sends the visitor to /admin/login with "from"', () => {
  renderAt('/admin/agents');
  expect(screen.getByText('at /admin/login from /admin/agents')).toBeInTheDocument();
});

test('signed out, an agent page sends the visitor to /agent/login with "from"', () => {
  renderAt('/agent/dashboard');
  expect(screen.getByText('at /agent/login from /agent/dashboard')).toBeInTheDocument();
});

test('an agent opening an admin page goes to the public home', () => {
  signIn(userOf('agent'));
  renderAt('/admin/dashboard');
  expect(screen.getByText('at / from nowhere')).toBeInTheDocument();
});

test('an admin opening an agent page goes to the public home', () => {
  signIn(userOf('admin'));
  renderAt('/agent/dashboard');
  expect(screen.getByText('at / from nowhere')).toBeInTheDocument();
});

test('the right role sees the page', () => {
  signIn(userOf('admin'));
  renderAt('/admin/dashboard');
  expect(screen.getByText('admin area')).toBeInTheDocument();
});

test('AreaGuard lets the area login page through and guards the rest of the area', () => {
  const area = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <AreaGuard role="admin">
                <WhereAmI />
              </AreaGuard>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
  area('/admin/login/');
  expect(screen.getByText('at /admin/login/ from nowhere')).toBeInTheDocument();
  area('/admin/results');
  expect(screen.getByText('at /admin/login from /admin/results')).toBeInTheDocument();
});

test('signing out while on a protected page leaves it at once', async () => {
  signIn(userOf('agent'));
  renderAt('/agent/dashboard');
  expect(screen.getByText('agent area')).toBeInTheDocument();
  const { act } = await import('@testing-library/react');
  act(() => signOut());
  expect(screen.getByText('at /agent/login from /agent/dashboard')).toBeInTheDocument();
});

test('a session held to setting up a second factor is kept on its area’s security screen', () => {
  signIn({ ...userOf('agent'), mfaEnrolmentRequired: true });
  render(
    <MemoryRouter initialEntries={['/agent/dashboard']}>
      <Routes>
        <Route
          path="/agent/*"
          element={
            <RequireRole role="agent">
              <WhereAmI />
            </RequireRole>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('at /agent/security from nowhere')).toBeInTheDocument();
});
