import type { Migration, MigrationProvider } from 'kysely';
import * as createUsers from './2026_11_22_040000_create_users';
import * as createSessions from './2026_11_22_040100_create_sessions';
import * as createGhadis from './2026_11_22_040200_create_ghadis';
import * as createResults from './2026_11_22_040300_create_results';
import * as createUserMaps from './2026_11_22_040400_create_user_maps';
import * as createContentBlocks from './2026_11_22_040500_create_content_blocks';
import * as createVisitorSessions from './2026_11_22_040600_create_visitor_sessions';
import * as extendResults from './2026_11_22_050000_extend_results';
import * as createAuditLog from './2026_11_22_060000_create_audit_log';
import * as recomputeGhadiNameKeys from './2026_11_22_070500_recompute_ghadi_name_keys';
import * as drawDay from './2026_11_24_080000_draw_day';
import * as createPushTables from './2026_11_24_120000_create_push_tables';
import * as createChannelTables from './2026_11_26_120000_create_channel_tables';
import * as createAccountSecurity from './2026_11_27_090000_create_account_security';
import * as sessionProofs from './2026_11_27_130000_session_proofs';
import * as keyRecoveryCodes from './2026_11_27_131500_key_recovery_codes';
import * as channelLanguages from './2026_11_27_160000_channel_languages';
import * as addGameKinds from './2026_11_28_100000_add_game_kinds';

// Listed in code rather than read from the folder, so the same list works compiled, under jest and bundled.
export const migrations: Record<string, Migration> = {
  '2026_11_22_040000_create_users': createUsers,
  '2026_11_22_040100_create_sessions': createSessions,
  '2026_11_22_040200_create_ghadis': createGhadis,
  '2026_11_22_040300_create_results': createResults,
  '2026_11_22_040400_create_user_maps': createUserMaps,
  '2026_11_22_040500_create_content_blocks': createContentBlocks,
  '2026_11_22_040600_create_visitor_sessions': createVisitorSessions,
  '2026_11_22_050000_extend_results': extendResults,
  '2026_11_22_060000_create_audit_log': createAuditLog,
  '2026_11_22_070500_recompute_ghadi_name_keys': recomputeGhadiNameKeys,
  '2026_11_24_080000_draw_day': drawDay,
  '2026_11_24_120000_create_push_tables': createPushTables,
  '2026_11_26_120000_create_channel_tables': createChannelTables,
  '2026_11_27_090000_create_account_security': createAccountSecurity,
  '2026_11_27_130000_session_proofs': sessionProofs,
  '2026_11_27_131500_key_recovery_codes': keyRecoveryCodes,
  '2026_11_27_160000_channel_languages': channelLanguages,
  '2026_11_28_100000_add_game_kinds': addGameKinds,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
