import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../../db/database';
import { findVapidKeys, insertVapidKeysIfAbsent } from './vapid-key-queries';
import type { VapidKeys } from '../../config/vapid-settings';

/**
 * The key pair push is signed with: the configured one, else the stored one, generated and stored on the
 * first start. Instances starting together each try to store theirs; the read back gives all the winner's.
 */
export async function resolveVapidKeys(db: Kysely<Database>, configured: VapidKeys | null, now: Date): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await findVapidKeys(db);
  if (stored) return stored;
  await insertVapidKeysIfAbsent(db, webPush.generateVAPIDKeys(), now.toISOString());
  const kept = await findVapidKeys(db);
  if (!kept) throw new Error('VAPID keys were stored but cannot be read back');
  return kept;
}
