import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { drawDateIn, formRule, formRuleIn, gameNameKey, ghadiInputSchema, parseResultTime, yesterdayIn, type Ghadi, type PublicGhadi } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import {
  findGhadiKind,
  findGhadiNames,
  findGhadisWithResults,
  insertGhadi,
  toGhadi,
  toPublicGhadi,
  updateGhadi,
  updateGhadiDeleted,
  deleteAssignmentOfGhadi,
  type GhadiFields,
} from './ghadi-queries';
import { conflictOnDuplicate } from '../../http/conflicts';
import type { PublicWriteDependencies } from '../../public-cache/site-changes';
import { apiError, ruleRefusal } from '../../http/api-error';

export type GhadiInputBody = z.output<typeof ghadiInputSchema>;

const fieldsOf = (body: GhadiInputBody): GhadiFields => ({
  nameEn: body.NameEn,
  nameHn: body.NameHn,
  rTime: body.RTime,
  orderId: body.OrderId,
  market:
    body.Kind === undefined ? undefined : { kind: body.Kind, closeTime: body.CloseTime ?? null, marketDays: body.MarketDays ?? null },
});

/** The games in list order, with yesterday's and today's results as the site's time zone counts days. */
export async function listPublicGhadis(db: Kysely<Database>, timeZone: string, now: Date): Promise<PublicGhadi[]> {
  const rows = await findGhadisWithResults(db, { yesterday: yesterdayIn(timeZone, now), today: drawDateIn(timeZone, now) });
  return rows.map(toPublicGhadi);
}

/** The GID is the database's to assign; the English name must be free (case-insensitively). */
export async function createGhadi({ db, changes }: PublicWriteDependencies, body: GhadiInputBody): Promise<Ghadi> {
  const row = await insertGhadi(db, fieldsOf(body), new Date().toISOString());
  if (!row) throw apiError(409, 'ghadiNameTaken');
  await changes.gamesChanged();
  return toGhadi(row);
}

export async function editGhadi({ db, changes }: PublicWriteDependencies, id: string, body: GhadiInputBody): Promise<Ghadi> {
  // An edit without Kind keeps a market a market, whose open time must stay readable (it places the close after
  // midnight or not); the contract checks it when Kind is sent.
  if (body.Kind === undefined && parseResultTime(body.RTime) === null && (await findGhadiKind(db, id)) === 'matka') {
    throw ruleRefusal('RTime', formRule('clockTime', 'resultTime'));
  }
  const row = await conflictOnDuplicate(
    () => updateGhadi(db, id, fieldsOf(body), new Date().toISOString()),
    'ghadiNameTaken',
  );
  if (!row) throw apiError(404, 'ghadiNotFound');
  await changes.gamesChanged();
  return toGhadi(row);
}

/** Soft delete: published results and their history stay; the game's assignment goes. */
export async function deleteGhadi({ db, changes }: PublicWriteDependencies, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await updateGhadiDeleted(trx, id, new Date().toISOString());
    if (!row) throw apiError(404, 'ghadiNotFound');
    await deleteAssignmentOfGhadi(trx, row.gid);
  });
  await changes.gamesChanged();
}

export interface GhadiNameProblem {
  GID: number;
  NameEn: string;
  NameHn: string;
  problems: string[];
}

/**
 * Games stored before today's name rules that break them: names the rules refuse, and English names whose
 * key another game holds (so the public URL shows that game). They are left as they are, for the admin.
 */
export async function findGhadiNameProblems(db: Kysely<Database>): Promise<GhadiNameProblem[]> {
  const rows = await findGhadiNames(db);
  const holders = new Map(rows.map((row) => [row.name_en_key, row.gid]));
  return rows.flatMap((row) => {
    const problems = [
      ghadiInputSchema.shape.NameEn.safeParse(row.name_en),
      ghadiInputSchema.shape.NameHn.safeParse(row.name_hn),
    ].flatMap((parsed) => parsed.error?.issues.map((issue) => formRuleIn('en', issue.message)) ?? []);
    const key = gameNameKey(row.name_en);
    if (key !== row.name_en_key) {
      const holder = holders.get(key);
      problems.push(
        holder === undefined
          ? 'Name (En) has an out-of-date key; save the game again'
          : `Name (En) looks the same as that of GID ${holder}`,
      );
    }
    return problems.length ? [{ GID: row.gid, NameEn: row.name_en, NameHn: row.name_hn, problems }] : [];
  });
}
