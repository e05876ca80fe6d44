import { http, HttpResponse } from 'msw';
import { agentCreateSchema, agentUpdateSchema, type User } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute, fail, invalid, notFound } from './admin-http';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** /api/users: the agents, with the server's duplicate-username rule (409). */
export function adminUserHandlers(db: AdminDb) {
  const agents = () => db.users.filter((user) => user.UserType === 'agent');
  const taken = (name: string, except?: string) => db.users.some((u) => u.id !== except && sameName(u.UserName, name));
  return [
    http.get('*/api/users/count', adminRoute(db, () => HttpResponse.json({ success: true, count: agents().length }))),
    http.get('*/api/users', adminRoute(db, () => HttpResponse.json({ success: true, data: agents() }))),
    http.post(
      '*/api/users',
      adminRoute(db, ({ body }) => {
        const parsed = agentCreateSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (taken(parsed.data.UserName)) return fail(409, 'Username already exists');
        const { Password: _password, ...fields } = parsed.data;
        const user = db.addAgent({ ...fields, UserType: 'agent' });
        return HttpResponse.json({ success: true, data: user }, { status: 201 });
      }),
    ),
    http.put(
      '*/api/users/:id',
      adminRoute(db, ({ params, body }) => {
        const user = agents().find((u) => u.id === params.id);
        if (!user) return notFound();
        const parsed = agentUpdateSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        if (taken(parsed.data.UserName, user.id)) return fail(409, 'Username already exists');
        const { Password: _password, ...fields } = parsed.data;
        Object.assign(user, fields satisfies Partial<User>);
        return HttpResponse.json({ success: true, data: user });
      }),
    ),
    http.delete(
      '*/api/users/:id',
      adminRoute(db, ({ params }) => {
        const index = db.users.findIndex((u) => u.id === params.id && u.UserType === 'agent');
        if (index < 0) return notFound();
        const [removed] = db.users.splice(index, 1);
        db.userMaps = db.userMaps.filter((map) => map.User_Id !== removed?.User_Id);
        return HttpResponse.json({ success: true, message: 'Agent deleted' });
      }),
    ),
  ];
}
