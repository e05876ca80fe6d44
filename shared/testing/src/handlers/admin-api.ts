import type { AdminDb } from './admin-db';
import { adminAdminHandlers } from './admin-admins';
import { adminContentBlockHandlers } from './admin-content-blocks';
import { adminGhadiHandlers } from './admin-ghadis';
import { adminHolidayHandlers } from './admin-holidays';
import { adminImportHandlers } from './admin-imports';
import { adminPushHandlers } from './admin-push';
import { adminChannelHandlers } from './admin-channel';
import { adminResultHistoryHandlers } from './admin-result-history';
import { adminResultHandlers } from './admin-results';
import { adminUserHandlers } from './admin-users';
import { adminUserMapHandlers } from './admin-usermaps';
import { adminPublicHandlers } from './admin-public';

/** Every call the admin area makes, answered from `db` as the real server would. */
export function adminApiHandlers(db: AdminDb) {
  return [
    ...adminUserHandlers(db),
    ...adminAdminHandlers(db),
    ...adminGhadiHandlers(db),
    ...adminHolidayHandlers(db),
    ...adminResultHandlers(db),
    ...adminResultHistoryHandlers(db),
    ...adminImportHandlers(db),
    ...adminUserMapHandlers(db),
    ...adminContentBlockHandlers(db),
    ...adminPublicHandlers(db),
    ...adminPushHandlers(db),
    ...adminChannelHandlers(db),
  ];
}
