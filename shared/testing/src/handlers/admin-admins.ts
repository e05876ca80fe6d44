import { http, HttpResponse } from 'msw';
import { accountPaths, adminCreateRequestSchema, adminUpdateRequestSchema, serverMessages } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';

/**
 * The admins, stored as sent. The server's refusal to deactivate the last active admin is its recorded
 * answer, which a test swaps in (answerOnceAsRecorded): this fake keeps no rule of its own.
 */
export function adminAdminHandlers(db: AdminDb) {
  const admins = () => db.users.filter((user) => user.UserType === 'admin');
  return [
    http.get(`*${accountPaths.admins}`, adminRoute(db, () => HttpResponse.json({ success: true, data: admins() }))),
    http.post(
      `*${accountPaths.admins}`,
      adminRoute(db, ({ body }) => {
        const parsed = adminCreateRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const user = db.addAgent({ UserName: parsed.data.UserName, DisplayName: 'Administrator', email: '', UserType: 'admin' });
        return HttpResponse.json({ success: true, data: user, message: serverMessages.adminCreated }, { status: 201 });
      }),
    ),
    http.put(
      `*${accountPaths.admin.route}`,
      adminRoute(db, ({ params, body }) => {
        const parsed = adminUpdateRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const user = admins().find((admin) => admin.id === params.id);
        if (!user) return fail(404, 'adminNotFound');
        if (parsed.data.isActive !== undefined) user.isActive = parsed.data.isActive;
        return HttpResponse.json({ success: true, data: user, message: serverMessages.adminUpdated });
      }),
    ),
  ];
}
