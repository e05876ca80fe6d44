import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import type { GhadiRow } from '../src/db/tables/ghadis';
import { insertGhadi } from '../src/features/games/ghadi-queries';
import { bearer } from './helper';

// Seeds the data results tests need through repositories and SQL, so they do not depend on other endpoints.

let ghadiCounter = 0;

/** A game; the name is made unique unless given. */
export async function insertGhadiRow(
  app: FastifyInstance,
  input: { nameEn?: string; nameHn?: string; orderId?: number } = {},
): Promise<GhadiRow> {
  ghadiCounter += 1;
  const fields = {
    nameEn: input.nameEn ?? `Game ${ghadiCounter} ${randomUUID().slice(0, 6)}`,
    nameHn: input.nameHn ?? 'गेम',
    rTime: '10:00 PM',
    orderId: input.orderId ?? ghadiCounter,
  };
  const row = await insertGhadi(app.db, fields, new Date().toISOString());
  if (!row) throw new Error(`insertGhadiRow: ${fields.nameEn} already exists`);
  return row;
}

export async function assignGhadi(app: FastifyInstance, userId: number, gid: number): Promise<void> {
  await app.db
    .insertInto('user_maps')
    .values({ id: randomUUID(), user_id: userId, gid, created_at: new Date().toISOString() })
    .execute();
}

export async function unassignGhadi(app: FastifyInstance, gid: number): Promise<void> {
  await app.db.deleteFrom('user_maps').where('gid', '=', gid).execute();
}

/** What deleting a game does: a soft delete that frees its assignment. */
export async function softDeleteGhadi(app: FastifyInstance, gid: number): Promise<void> {
  await unassignGhadi(app, gid);
  await app.db.updateTable('ghadis').set({ deleted_at: new Date().toISOString() }).where('gid', '=', gid).execute();
}

export interface SeededResult {
  gid: number;
  drawDate: string;
  result: string;
  createdBy: number;
  isActive?: boolean;
  /** ISO time of the last change; the admin review orders by it within a date. */
  updatedAt?: string;
}

/** A published result written directly, for tests that need many or old ones. */
export async function seedResult(app: FastifyInstance, input: SeededResult): Promise<string> {
  const id = randomUUID();
  const stamp = input.updatedAt ?? new Date().toISOString();
  await app.db
    .insertInto('results')
    .values({
      id,
      gid: input.gid,
      draw_date: input.drawDate,
      result: input.result,
      created_by: input.createdBy,
      is_active: input.isActive === false ? 0 : 1,
      created_at: stamp,
      updated_at: stamp,
      changed_at: stamp,
    })
    .execute();
  return id;
}

export function postResult(app: FastifyInstance, token: string, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: apiPaths.updateResult,
    headers: bearer(token),
    payload: payload as object,
  });
}

export function getAs(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ url, headers: token ? bearer(token) : {} });
}

/** A clock a test can move: pass `clock` to kit.build and set `moment` to any instant. */
export function movableClock(iso: string): { clock: () => Date; set(iso: string): void } {
  let moment = new Date(iso);
  return {
    clock: () => moment,
    set: (next) => {
      moment = new Date(next);
    },
  };
}
