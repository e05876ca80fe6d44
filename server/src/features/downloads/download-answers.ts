import type { Kysely } from 'kysely';
import { gameNameKey, monthBounds, type DownloadFormat } from '@ghadi/contracts';
import type { Database } from '../../db/database';
import { knownGhadi } from '../games';
import { publicReads } from '../../public-cache/public-cache-keys';
import type { FileAnswer } from '../../public-cache/send-public';
import { findDownloadRows } from './download-queries';
import { downloadFile, fileNamePart } from './download-formats';

/** The downloads of the chart pages, read and cached like the public JSON reads. */
export const downloadAnswers = {
  /** Every game's results of a month: `record-chart-2026-11.csv`. */
  month: (db: Kysely<Database>, year: number, month: number, format: DownloadFormat): FileAnswer => {
    const bounds = monthBounds(year, month);
    const period = bounds.from.slice(0, 7);
    return {
      read: publicReads.monthDownload(bounds.from, format),
      load: async () => downloadFile(format, period, `record-chart-${period}`, await findDownloadRows(db, bounds)),
    };
  },
  /** One game's results of a year, `name` as in the game's URL: `{game-name}-2026.csv`; an unknown game is a 404. */
  gameYear: (db: Kysely<Database>, name: string, year: number, format: DownloadFormat): FileAnswer => {
    const nameKey = gameNameKey(name);
    return {
      read: publicReads.gameYearDownload(nameKey, year, format),
      load: async () => {
        const ghadi = await knownGhadi(db, nameKey);
        const rows = await findDownloadRows(db, { from: `${year}-01-01`, to: `${year}-12-31`, gid: ghadi.gid });
        return downloadFile(format, String(year), `${fileNamePart(ghadi.name_en)}-${year}`, rows);
      },
    };
  },
};
