import type { Passkey } from '@ghadi/contracts';
import type { PasskeyRow } from '../../../db/tables/account-security';

export const toPasskey = (row: PasskeyRow): Passkey => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at });
