// Dates the results the demo published late (catchUpToday) at the minutes they belong at: a game whose time
// had passed when the demo started reads "Declared" a few minutes after that time, not at the demo's start.
// The API stamps every write with the server's clock, so this writes the demo's own database file, with the
// server stopped (it keeps the day's board in memory).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../workspace.mjs';
import { siteMinutes } from './demo-clock.mjs';

// The server's own choice of SQLite driver for this Node (server/src/db/sqlite-driver.ts).
const SqliteDatabase = createRequire(import.meta.url)(path.join(root, 'server', 'dist', 'db', 'sqlite-driver.js')).default;

/** The instant of `minute` of today in `timeZone`, `now` being today too. */
export function instantOfMinute(minute, timeZone, now = new Date()) {
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute - (siteMinutes(timeZone, now) - minute) * 60_000);
}

/**
 * Gives each publication ({gid, date, minute}, in the order made) the instant of its minute: its history row
 * (the game's latest ones, one per publication), and the result's first published, last changed and last
 * submitted times as those rows then say.
 */
export function declareAt(databaseFile, publications, timeZone, now = new Date()) {
  const db = new SqliteDatabase(databaseFile);
  try {
    const latestRows = db.prepare(
      'SELECT history_id FROM result_history WHERE gid = ? AND draw_date = ? ORDER BY history_id DESC LIMIT ?',
    );
    const dateRow = db.prepare('UPDATE result_history SET changed_at = ? WHERE history_id = ?');
    const dateResult = db.prepare(`
      UPDATE results SET
        created_at = (SELECT MIN(changed_at) FROM result_history AS h WHERE h.result_id = results.id),
        updated_at = (SELECT MAX(changed_at) FROM result_history AS h WHERE h.result_id = results.id),
        changed_at = (SELECT MAX(changed_at) FROM result_history AS h
                      WHERE h.result_id = results.id AND (h.old_result IS NULL OR h.old_result <> h.new_result))
      WHERE gid = ? AND draw_date = ?`);
    // Map.groupBy needs Node 21.
    const games = new Map();
    for (const made of publications) games.set(`${made.gid}|${made.date}`, [...(games.get(`${made.gid}|${made.date}`) ?? []), made]);
    db.transaction(() => {
      for (const made of games.values()) {
        const { gid, date } = made[0];
        const rows = latestRows.all(gid, date, made.length).reverse();
        rows.forEach((row, index) => dateRow.run(instantOfMinute(made[index].minute, timeZone, now).toISOString(), row.history_id));
        dateResult.run(gid, date);
      }
    })();
  } finally {
    db.close();
  }
}
