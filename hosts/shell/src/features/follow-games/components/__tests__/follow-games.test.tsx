import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPaths, serverMessages, type FollowGamesRequest } from '@ghadi/contracts';
import { renderApp } from '@/testing/render-app';
import { setupPublicApi } from '@/testing/setup-public-api';

const { server, context } = setupPublicApi();

// A P-256 public key is 65 bytes: 87 base64url characters.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const KEYS = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };

/** A browser with the Push API, a service worker and a permission prompt that answers `answer`. */
function installFakePush({ answer = 'granted' as NotificationPermission, permission = 'default' as NotificationPermission } = {}) {
  const notification = { permission, requestPermission: jest.fn<Promise<NotificationPermission>, []>() };
  notification.requestPermission.mockImplementation(async () => (notification.permission = answer));
  let subscription: object | null = null;
  const created = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: jest.fn(async () => {
      subscription = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => (subscription = created)),
  };
  const registration = { pushManager };
  Object.assign(window, { Notification: notification, PushManager: class {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { notification, pushManager, created, subscribeExisting: () => (subscription = created) };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The site's push key in its runtime config (null: push off), the followed set the server holds, and each lookup and PUT it got. */
function pushApi({ publicKey = PUBLIC_KEY as string | null, followed = [] as string[] } = {}) {
  context.site.pushPublicKey = publicKey;
  const puts: FollowGamesRequest[] = [];
  const lookups: number[] = [];
  server.use(
    http.post(`*${apiPaths.pushSubscriptionLookup}`, () => {
      lookups.push(1);
      return HttpResponse.json({ ghadiIds: followed });
    }),
    http.put(`*${apiPaths.pushSubscriptions}`, async ({ request }) => {
      const body = (await request.json()) as FollowGamesRequest;
      puts.push(body);
      return HttpResponse.json({ ghadiIds: body.ghadiIds });
    }),
  );
  return { puts, lookups };
}

const gameId = (name: string) => context.site.games.find((game) => game.NameEn === name)!.id;

test('a game page never prompts on load, and explains before the browser asks', async () => {
  const push = installFakePush();
  const { puts } = pushApi();
  renderApp('/satta-results/kalyan');
  await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));

  const dialog = screen.getByRole('dialog', { name: 'Notify me about Kalyan' });
  expect(dialog).toHaveAccessibleDescription("We will send one notification when Kalyan's result is declared or corrected. Your browser will ask for permission.");
  expect(dialog).toHaveFocus();
  expect(push.notification.requestPermission).not.toHaveBeenCalled();
  expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  expect(puts).toEqual([]);
});

test('Continue asks permission, subscribes with the site key and sends the game; the button then says it is on', async () => {
  const push = installFakePush();
  const { puts } = pushApi();
  renderApp('/satta-results/kalyan');
  await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  const button = await screen.findByRole('button', { name: 'Notifications on' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Notifications on for Kalyan.');
  expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
  const [options] = push.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
  expect(options.userVisibleOnly).toBe(true);
  expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual([4, ...new Array(64).fill(0)]);
  expect(puts).toEqual([{ subscription: { endpoint: ENDPOINT, keys: KEYS }, ghadiIds: [gameId('Kalyan')], language: 'en' }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a Hindi page's subscription asks for Hindi notifications", async () => {
  installFakePush();
  const { puts } = pushApi();
  renderApp('/hi/satta-results/kalyan');
  await userEvent.click(await screen.findByRole('button', { name: 'मुझे सूचित करें' }));
  await userEvent.click(screen.getByRole('button', { name: 'जारी रखें' }));

  await screen.findByRole('button', { name: 'सूचनाएँ चालू' });
  expect(puts).toEqual([{ subscription: { endpoint: ENDPOINT, keys: KEYS }, ghadiIds: [gameId('Kalyan')], language: 'hi' }]);
});

test('Cancel and Escape close the explanation without asking anything, focus back on the button', async () => {
  const push = installFakePush();
  const { puts } = pushApi();
  renderApp('/satta-results/kalyan');
  const button = await screen.findByRole('button', { name: 'Notify me' });
  await userEvent.click(button);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).toHaveFocus();

  await userEvent.click(button);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(push.notification.requestPermission).not.toHaveBeenCalled();
  expect(puts).toEqual([]);
});

test('a refused permission says how to allow it and sends nothing', async () => {
  const push = installFakePush({ answer: 'denied' });
  const { puts } = pushApi();
  renderApp('/satta-results/kalyan');
  await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('alert')).toHaveTextContent("Notifications are blocked for this site. Allow them in your browser's site settings, then try again.");
  expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  expect(puts).toEqual([]);
  expect(screen.getByRole('button', { name: 'Notify me' })).toHaveAttribute('aria-pressed', 'false');
});

test('a server that refuses the subscription gets a clear failure, not a silent one', async () => {
  installFakePush();
  pushApi();
  server.use(http.put(`*${apiPaths.pushSubscriptions}`, () => HttpResponse.json({ success: false, code: 'pushEndpointNotAllowed', message: serverMessages.pushEndpointNotAllowed }, { status: 400 })));
  renderApp('/satta-results/kalyan');
  await userEvent.click(await screen.findByRole('button', { name: 'Notify me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be turned on. Please try again.');
  expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
});

test('a followed game shows as on, and one tap stops it and forgets the subscription', async () => {
  const push = installFakePush({ permission: 'granted' });
  push.subscribeExisting();
  const { puts } = pushApi({ followed: [gameId('Kalyan')] });
  renderApp('/satta-results/kalyan');
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications on' }));

  expect(await screen.findByRole('button', { name: 'Notify me' })).toHaveAttribute('aria-pressed', 'false');
  expect(puts).toEqual([{ subscription: { endpoint: ENDPOINT, keys: KEYS }, ghadiIds: [], language: 'en' }]);
  expect(push.created.unsubscribe).toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Notifications are off.');
});

test('on the home page the visitor picks the games to follow', async () => {
  const push = installFakePush();
  const { puts } = pushApi();
  renderApp('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Result notifications' }));
  const dialog = screen.getByRole('dialog', { name: 'Result notifications' });
  expect(dialog).toHaveAccessibleDescription(
    'We will send one notification when a game you pick has its result declared or corrected. Your browser will ask for permission.',
  );
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kalyan' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Milan Day' }));
  expect(push.notification.requestPermission).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Notifications on for Kalyan, Milan Day.');
  expect(puts).toEqual([{ subscription: { endpoint: ENDPOINT, keys: KEYS }, ghadiIds: [gameId('Kalyan'), gameId('Milan Day')], language: 'en' }]);
});

test('nothing to follow where the browser has no Push API', async () => {
  installFakePush();
  Reflect.deleteProperty(window, 'PushManager');
  const on = pushApi();
  renderApp('/satta-results/kalyan');
  await screen.findByRole('table');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('button', { name: /Notify me|Notifications on/ })).toBeNull();
  expect(on.lookups).toEqual([]);
});
