import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { accountPaths } from '@ghadi/contracts';
import { bearer } from '../../helper';

/** 32 bytes in base64, as `openssl rand -base64 32` prints them. */
export const MFA_KEY = 'q7Jx0mS0m3XH1d3s8Ck1VbCq9wz0JYtH1Xv2m6P9tQ4=';

/** The code an authenticator app shows for `secret` at `at` (the real clock by default). */
export const codeAt = (secret: string, at: Date = new Date()): string => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Sets up the app for a signed-in user through the API; returns its secret and recovery codes. */
export async function enrolTotp(app: FastifyInstance, token: string, at: Date = new Date()): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: accountPaths.myTotp, headers: bearer(token) });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.body}`);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await app.inject({ method: 'POST', url: accountPaths.myTotpConfirm, headers: bearer(token), payload: { code: codeAt(secret, at) } });
  if (confirmed.statusCode !== 200) throw new Error(`confirming failed: ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

export const secondFactor = (app: FastifyInstance, challenge: string, code: string) =>
  app.inject({ method: 'POST', url: accountPaths.secondFactor, payload: { challenge, code } });
