import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { WebAuthnResponse } from '@ghadi/contracts';

// The server's library wrote these options; the browser's library reads the same WebAuthn JSON.
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Asks the browser to sign the server's challenge with a passkey; rejects when the user cancels. */
export const signWithPasskey = async (options: unknown): Promise<WebAuthnResponse> =>
  (await startAuthentication({ optionsJSON: options as RequestOptions })) as unknown as WebAuthnResponse;

/** Asks the browser to create a passkey for the options the server gave; rejects when the user cancels. */
export const createPasskey = async (options: unknown): Promise<WebAuthnResponse> =>
  (await startRegistration({ optionsJSON: options as CreationOptions })) as unknown as WebAuthnResponse;

/** Whether the browser turned a passkey ceremony down (cancelled, timed out): there is no server message then. */
export const passkeyNotUsed = (error: unknown): boolean => error instanceof Error && error.name === 'NotAllowedError';
