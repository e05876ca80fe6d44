import { SESSION_STORAGE_KEY, sessionUserSchema, type SessionUser } from '@ghadi/contracts';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: SessionUser | null | undefined;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** Reads the stored session; a record that is not a valid session is removed rather than trusted. */
function readStored(): SessionUser | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and drop it.
  }
  storage()?.removeItem(SESSION_STORAGE_KEY);
  return null;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** The signed-in user with its token, or null. Restored from local storage on first use. */
export function getSession(): SessionUser | null {
  if (current === undefined) current = readStored();
  return current;
}

export function signIn(user: SessionUser): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  current = user;
  emit();
}

export function signOut(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  current = null;
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the stored record; follow it so every tab agrees.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    current = readStored();
    emit();
  });
}
