import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publishResultRow, seedUser } from './helper';
import { assignGhadi, insertGhadiRow } from './fixtures';

/** Every call of the public API, as `METHOD route` with the server's `:param` style. */
export const apiCalls = [
  'POST /api/users/login',
  'GET /api/users/count',
  'GET /api/ghadis/count',
  'GET /api/results/count',
  'GET /api/visitor/stats',
  'POST /api/visitor/track',
  'GET /api/users',
  'POST /api/users',
  'PUT /api/users/:id',
  'DELETE /api/users/:id',
  'GET /api/ghadis',
  'POST /api/ghadis',
  'PUT /api/ghadis/:id',
  'DELETE /api/ghadis/:id',
  'POST /api/agent/my-ghadi/update-result',
  'GET /api/results',
  'GET /api/results/:name',
  'GET /api/usermaps',
  'POST /api/usermaps',
  'DELETE /api/usermaps/:id',
  'GET /api/agent/my-ghadi',
  'GET /api/agent/my-ghadi/results',
  'GET /api/contentblocks',
  'POST /api/contentblocks',
  'PUT /api/contentblocks/:id',
  'DELETE /api/contentblocks/:id',
  'GET /api/contentblocks/slug/:slug',
];

/** Records and valid bodies for every endpoint: one game assigned to the agent, and things to change. */
export interface AccessSeeds {
  /** The agent's UUID (its `id`). */
  agentId: string;
  ghadiId: string;
  ghadiName: string;
  /** A matka market's English name, for its charts' read. */
  marketName: string;
  /** A published result of that game, with its history. */
  resultId: string;
  newAgent: Record<string, unknown>;
  agentEdit: Record<string, unknown>;
  newGhadi: Record<string, unknown>;
  ghadiEdit: Record<string, unknown>;
  newUserMap: Record<string, unknown>;
  newContentBlock: Record<string, unknown>;
  contentBlockEdit: Record<string, unknown>;
  victims: {
    agentToEdit: string;
    agentToDelete: string;
    ghadiToEdit: string;
    ghadiToDelete: string;
    userMapToDelete: string;
    contentBlockToEdit: string;
    contentBlockToDelete: string;
  };
}

async function insertContentBlock(app: FastifyInstance, slug: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await app.db
    .insertInto('content_blocks')
    .values({ id, title: slug, slug, content: '<p>Hello</p>', is_active: 1, created_at: now, updated_at: now })
    .execute();
  return id;
}

async function userUuid(app: FastifyInstance, userName: string): Promise<string> {
  const row = await app.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  return row.id;
}

export async function accessSeeds(app: FastifyInstance, agentUserId: number): Promise<AccessSeeds> {
  const tag = randomUUID().slice(0, 8);
  const game = await insertGhadiRow(app, { nameEn: `Matrix Game ${tag}` });
  await assignGhadi(app, agentUserId, game.gid);
  const [ghadiToEdit, ghadiToDelete, freeGhadi, mappedGhadi] = [
    await insertGhadiRow(app),
    await insertGhadiRow(app),
    await insertGhadiRow(app),
    await insertGhadiRow(app),
  ];
  await assignGhadi(app, agentUserId, mappedGhadi.gid);
  const market = await insertGhadiRow(app, { nameEn: `Matrix Market ${tag}` });
  await app.db.updateTable('ghadis').set({ kind: 'matka', close_time: '11:30 PM', market_days: 'mon-sat' }).where('gid', '=', market.gid).execute();
  const userMap = await app.db.selectFrom('user_maps').select('id').where('gid', '=', mappedGhadi.gid).executeTakeFirstOrThrow();
  const toEdit = await seedUser(app, { userName: `edit_${tag}` });
  const toDelete = await seedUser(app, { userName: `delete_${tag}` });
  await insertContentBlock(app, 'blog-section');
  const agent = await app.db.selectFrom('users').select('id').where('user_id', '=', agentUserId).executeTakeFirstOrThrow();
  return {
    agentId: agent.id,
    ghadiId: game.id,
    ghadiName: game.name_en,
    marketName: market.name_en,
    resultId: await publishResultRow(app, { gid: game.gid, drawDate: '2025-02-01', result: '12' }),
    newAgent: {
      UserName: `new_${tag}`,
      DisplayName: 'New Agent',
      email: `new_${tag}@example.com`,
      Password: 'new-agent-pass',
      UserType: 'agent',
      isActive: true,
    },
    agentEdit: {
      UserName: toEdit.userName,
      DisplayName: 'Edited Agent',
      email: `edit_${tag}@example.com`,
      Password: '',
      isActive: true,
    },
    newGhadi: { NameEn: `New Game ${tag}`, NameHn: 'नया', RTime: '09:00 PM', OrderId: 50 },
    ghadiEdit: { NameEn: ghadiToEdit.name_en, NameHn: 'बदला', RTime: '08:00 PM', OrderId: '51' },
    newUserMap: { User_Id: agentUserId, GID: freeGhadi.gid },
    newContentBlock: { Title: 'New block', Slug: `new-${tag}`, Content: '<p>New</p>', isActive: true },
    contentBlockEdit: { Title: 'Edited block', Slug: `edited-${tag}`, Content: '<p>Edited</p>', isActive: false },
    victims: {
      agentToEdit: await userUuid(app, toEdit.userName),
      agentToDelete: await userUuid(app, toDelete.userName),
      ghadiToEdit: ghadiToEdit.id,
      ghadiToDelete: ghadiToDelete.id,
      userMapToDelete: userMap.id,
      contentBlockToEdit: await insertContentBlock(app, `edit-${tag}`),
      contentBlockToDelete: await insertContentBlock(app, `delete-${tag}`),
    },
  };
}
