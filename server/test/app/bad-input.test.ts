import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { z } from 'zod';
import {
  agentCreateSchema,
  agentUpdateSchema,
  apiErrorBodySchema,
  contentBlockInputSchema,
  ghadiInputSchema,
  loginRequestSchema,
  updateResultRequestSchema,
  userMapCreateSchema,
  visitorSessionIdSchema,
} from '@ghadi/contracts';
import { ADMIN_PASSWORD, adminToken, bearer, createAgent, describeEachDatabase } from '../helper';
import { accessSeeds, type AccessSeeds } from '../api-seeds';
import { asSent, badBodies, badIds, junkValue, type BadInput } from '../bad-input';

// Every write endpoint, as the admin so that access is not what refuses the input: generated bad
// input must get a 4xx `{success:false, message}`, never a 5xx, and must leave every table as it was.

const RUNS = 50;

interface WriteEndpoint {
  method: HTTPMethods;
  /** `:id` is replaced by the generated or the seeded id. */
  route: string;
  inputs: (seeds: AccessSeeds) => fc.Arbitrary<BadInput>;
  /** The id of a real record, used with bad bodies. */
  id?: (seeds: AccessSeeds) => string;
}

/** A bad id with a valid body, or a valid id with a bad body. */
const badIdOrBody = (valid: Record<string, unknown>, schema: z.ZodType) =>
  fc.oneof(badIds.map((id) => ({ id, payload: valid })), badBodies(valid, schema));

const todayOrLater = fc.constantFrom('2999-12-31', '2100-01-01', '9999-12-31');
// Like the route: no body, null or {} all mean "no body".
const trackBody = z.strictObject({}).nullish();

const endpoints: WriteEndpoint[] = [
  {
    method: 'POST',
    route: '/api/users/login',
    inputs: () => badBodies({ UserName: 'admin', Password: ADMIN_PASSWORD }, loginRequestSchema),
  },
  { method: 'POST', route: '/api/users', inputs: (s) => badBodies(s.newAgent, agentCreateSchema) },
  {
    method: 'PUT',
    route: '/api/users/:id',
    inputs: (s) => badIdOrBody(s.agentEdit, agentUpdateSchema),
    id: (s) => s.victims.agentToEdit,
  },
  { method: 'DELETE', route: '/api/users/:id', inputs: () => badIds.map((id) => ({ id })) },
  { method: 'POST', route: '/api/ghadis', inputs: (s) => badBodies(s.newGhadi, ghadiInputSchema) },
  {
    method: 'PUT',
    route: '/api/ghadis/:id',
    inputs: (s) => badIdOrBody(s.ghadiEdit, ghadiInputSchema),
    id: (s) => s.victims.ghadiToEdit,
  },
  { method: 'DELETE', route: '/api/ghadis/:id', inputs: () => badIds.map((id) => ({ id })) },
  {
    method: 'POST',
    route: '/api/agent/my-ghadi/update-result',
    inputs: (s) => {
      const valid = { ghadiId: s.ghadiId, result: '12', dateTime: '2026-01-01' };
      return fc.oneof(
        badBodies(valid, updateResultRequestSchema),
        todayOrLater.map((dateTime) => ({ payload: { ...valid, dateTime } })),
        fc.uuid().map((ghadiId) => ({ payload: { ...valid, ghadiId } })),
      );
    },
  },
  { method: 'POST', route: '/api/usermaps', inputs: (s) => badBodies(s.newUserMap, userMapCreateSchema) },
  { method: 'DELETE', route: '/api/usermaps/:id', inputs: () => badIds.map((id) => ({ id })) },
  { method: 'POST', route: '/api/contentblocks', inputs: (s) => badBodies(s.newContentBlock, contentBlockInputSchema) },
  {
    method: 'PUT',
    route: '/api/contentblocks/:id',
    inputs: (s) => badIdOrBody(s.contentBlockEdit, contentBlockInputSchema),
    id: (s) => s.victims.contentBlockToEdit,
  },
  { method: 'DELETE', route: '/api/contentblocks/:id', inputs: () => badIds.map((id) => ({ id })) },
  {
    method: 'POST',
    route: '/api/visitor/track',
    inputs: () =>
      fc.oneof(
        fc.constant({}),
        fc
          .oneof(fc.string(), fc.string({ minLength: 65, maxLength: 200 }))
          .filter((id) => !visitorSessionIdSchema.safeParse(id).success)
          .map((id) => ({ headers: { 'x-session-id': id } })),
        junkValue
          .filter((payload) => !trackBody.safeParse(asSent(payload)).success)
          .map((payload) => ({ payload, headers: { 'x-session-id': 'property-session' } })),
      ),
  },
];

/** Every table but sessions, whose last-seen times move with each authenticated request. */
async function snapshot(app: FastifyInstance): Promise<Record<string, unknown[]>> {
  const tables = ['users', 'ghadis', 'results', 'result_history', 'user_maps', 'content_blocks', 'visitor_sessions'] as const;
  const rows = await Promise.all(tables.map((table) => app.db.selectFrom(table).selectAll().execute()));
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]!]));
}

describeEachDatabase('bad input at every write endpoint', (kit) => {
  let app: FastifyInstance;
  let admin: string;
  let seeds: AccessSeeds;
  beforeAll(async () => {
    app = await kit.build();
    admin = await adminToken(app);
    const agent = await createAgent(app);
    seeds = await accessSeeds(app, agent.userId);
  });

  const send = (endpoint: WriteEndpoint, input: BadInput) => {
    const id = input.id ?? endpoint.id?.(seeds) ?? '';
    const json = input.payload === undefined ? undefined : JSON.stringify(input.payload);
    const contentType = input.contentType ?? (json === undefined ? undefined : 'application/json');
    return app.inject({
      method: endpoint.method,
      url: endpoint.route.replace(':id', encodeURIComponent(id)),
      headers: { ...bearer(admin), ...(contentType ? { 'content-type': contentType } : {}), ...input.headers },
      body: input.raw ?? json,
    });
  };

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.route}`, endpoint] as const))(
    '%s refuses it with 4xx {success:false, code, message} and changes nothing',
    async (_name, endpoint) => {
      const before = await snapshot(app);
      await fc.assert(
        fc.asyncProperty(endpoint.inputs(seeds), async (input) => {
          const response = await send(endpoint, input);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          const body = z.strictObject(apiErrorBodySchema.shape).parse(response.json());
          expect(body.message.trim()).not.toBe('');
        }),
        { numRuns: RUNS },
      );
      expect(await snapshot(app)).toEqual(before);
    },
  );
});
