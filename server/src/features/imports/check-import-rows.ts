import {
  drawDateSchema,
  formRuleIn,
  gameNameKey,
  isAfterSiteDay,
  serverMessageIn,
  updateResultRequestSchema,
  type ImportRefusal,
  type MessageKey,
  type MessageParams,
  type SiteLanguage,
} from '@ghadi/contracts';
import type { ImportLine } from './read-import-csv';
import { yieldToEventLoop } from '../../lib/event-loop';

/** A game an import can write to: one not deleted. */
export interface ImportGame {
  gid: number;
  name_en: string;
  name_en_key: string;
  /** The agent it is assigned to: who may publish its results decides whether a row may. */
  assignee_id: number | null;
}

/** A row whose game, date and result are valid and which no earlier row repeats. */
export interface CheckedRow {
  row: number;
  line: number;
  game: ImportGame;
  date: string;
  result: string;
}

/** The rows of a file checked on their own, before what is stored is compared. */
export interface CheckedRows {
  accepted: CheckedRow[];
  refused: ImportRefusal[];
}

const YIELD_EVERY_ROWS = 2000;

// A result in a file obeys the rule of one entered in the form.
const resultSchema = updateResultRequestSchema.shape.result;

/** A row's reason, in the language of the admin who sent the file. */
type Say = <K extends MessageKey>(key: K, ...params: MessageParams<K>) => string;

/** The game a row names by `gid`, by `game` (its English name, compared as the public URL compares it), or both. */
function gameOf(line: ImportLine, byGid: Map<number, ImportGame>, byKey: (name: string) => ImportGame | undefined, say: Say): ImportGame | string {
  const gid = line.gid.trim();
  const name = line.game.trim();
  const byNumber = gid === '' ? undefined : /^\d{1,10}$/.test(gid) ? byGid.get(Number(gid)) : undefined;
  if (gid !== '' && byNumber === undefined) return say('importUnknownGame', `gid ${gid}`);
  const byName = name === '' ? undefined : byKey(name);
  if (name !== '' && byName === undefined) return say('importUnknownGame', name);
  if (byNumber && byName && byNumber !== byName) return say('importGameMismatch');
  return byNumber ?? byName ?? say('importUnknownGame', 'no game or gid given');
}

/**
 * Checks each row for what it says by itself: a known game `mayPublish` allows, a real date not after `today` (the site day),
 * a result the form would accept (trimmed as the form trims it), and no earlier row for the same game and
 * date. A refused row gets its first failing reason, in `language`.
 */
export async function checkImportRows(
  lines: readonly ImportLine[],
  games: readonly ImportGame[],
  { today, mayPublish, language }: { today: string; mayPublish: (game: ImportGame) => boolean; language: SiteLanguage },
): Promise<CheckedRows> {
  const say: Say = (key, ...params) => serverMessageIn(language, key, ...params);
  const byGid = new Map(games.map((game) => [game.gid, game]));
  const byNameKey = new Map(games.map((game) => [game.name_en_key, game]));
  // A file repeats a few names thousands of times: each is normalized once.
  const byName = new Map<string, ImportGame | undefined>();
  const byKey = (name: string) => {
    if (!byName.has(name)) byName.set(name, byNameKey.get(gameNameKey(name)));
    return byName.get(name);
  };
  const firstRowOf = new Map<string, number>();
  const accepted: CheckedRow[] = [];
  const refused: ImportRefusal[] = [];

  for (const [index, line] of lines.entries()) {
    // Other requests get their turn now and then during a large file.
    if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await yieldToEventLoop();
    const refuse = (reason: string) => refused.push({ row: line.row, line: line.line, reason });
    const game = gameOf(line, byGid, byKey, say);
    if (typeof game === 'string') {
      refuse(game);
      continue;
    }
    if (!mayPublish(game)) {
      refuse(say('notAuthorizedForGhadi'));
      continue;
    }
    const date = line.date.trim();
    if (!drawDateSchema.safeParse(date).success) {
      refuse(say('importBadDate'));
      continue;
    }
    if (isAfterSiteDay(date, today)) {
      refuse(say('importFutureDate'));
      continue;
    }
    const result = resultSchema.safeParse(line.result);
    if (!result.success) {
      refuse(result.error.issues.map((issue) => formRuleIn(language, issue.message)).join('; '));
      continue;
    }
    const key = `${game.gid}|${date}`;
    const firstRow = firstRowOf.get(key);
    if (firstRow !== undefined) {
      refuse(say('importDuplicate', firstRow));
      continue;
    }
    firstRowOf.set(key, line.row);
    accepted.push({ row: line.row, line: line.line, game, date, result: result.data });
  }
  return { accepted, refused };
}
