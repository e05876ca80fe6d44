import { http, HttpResponse } from 'msw';
import { agentCreateSchema, agentUpdateSchema, apiPaths, serverMessages, type User } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { fail, invalid } from './answers';

/** The admin's agents, stored as sent; a refusal the server would make is its recorded answer, which a test swaps in (answerOnceAsRecorded). */
export function adminUserHandlers(db: AdminDb) {
  const agents = () => db.users.filter((user) => user.UserType === 'agent');
  return [
    http.get(`*${apiPaths.userCount}`, adminRoute(db, () => HttpResponse.json({ success: true, count: agents().length }))),
    http.get(`*${apiPaths.users}`, adminRoute(db, () => HttpResponse.json({ success: true, data: agents() }))),
    http.post(
      `*${apiPaths.users}`,
      adminRoute(db, ({ body }) => {
        const parsed = agentCreateSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const { Password: _password, ...fields } = parsed.data;
        const user = db.addAgent({ ...fields, UserType: 'agent' });
        return HttpResponse.json({ success: true, data: user, message: serverMessages.agentCreated }, { status: 201 });
      }),
    ),
    http.put(
      `*${apiPaths.user.route}`,
      adminRoute(db, ({ params, body }) => {
        const parsed = agentUpdateSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, 'body');
        const user = agents().find((u) => u.id === params.id);
        if (!user) return fail(404, 'agentNotFound');
        const { Password: _password, ...fields } = parsed.data;
        Object.assign(user, fields satisfies Partial<User>);
        return HttpResponse.json({ success: true, data: user, message: serverMessages.agentUpdated });
      }),
    ),
    http.delete(
      `*${apiPaths.user.route}`,
      adminRoute(db, ({ params }) => {
        const index = db.users.findIndex((u) => u.id === params.id && u.UserType === 'agent');
        if (index < 0) return fail(404, 'agentNotFound');
        const [removed] = db.users.splice(index, 1);
        db.userMaps = db.userMaps.filter((map) => map.User_Id !== removed?.User_Id);
        return HttpResponse.json({ success: true, message: serverMessages.agentDeleted });
      }),
    ),
  ];
}
