import { generateSecret, generateURI, verify } from 'otplib';

/** How far a phone's clock may drift, in seconds either way: one 30-second step. */
const CLOCK_TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code: the site and the user name label it. */
export const totpUri = (siteName: string, userName: string, secret: string): string =>
  generateURI({ issuer: siteName, label: userName, secret });

/**
 * The time step `code` belongs to, when it is right for `secret` at `now` and of a later step than
 * `afterStep` (the last one accepted, so a code is never accepted twice); null otherwise.
 */
export async function totpStepOf(secret: string, code: string, afterStep: number, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    afterTimeStep: afterStep,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
