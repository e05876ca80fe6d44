import { http } from 'msw';
import { apiPaths } from '@ghadi/contracts';
import type { AdminDb } from './admin-db';
import { adminRoute } from './admin-http';
import { recordedExchanges, replayAmong, type RecordedExchange } from './recorded';

const { importPreview, importPreviewLong, importPreviewRefused, importPreviewMissingColumn, importDone } = recordedExchanges;

/**
 * The bulk import as the real server answered the files the import screen's tests send: the preview of
 * each, and the import of the previewed one. The import refused by a holiday marked after its preview is
 * `recordedExchanges.importRefusedAfterHoliday`, which a test swaps in. Any other file throws.
 */
export function adminImportHandlers(db: AdminDb) {
  const route = (exchanges: RecordedExchange[]) => adminRoute(db, ({ body }) => replayAmong(exchanges, body));
  return [
    http.post(`*${apiPaths.importPreview}`, route([importPreview, importPreviewLong, importPreviewRefused, importPreviewMissingColumn])),
    http.post(`*${apiPaths.importResults}`, route([importDone])),
  ];
}

/** The import answered as recorded in `exchange`, in place of the default: a test's other server state. */
export function recordedImportHandler(db: AdminDb, exchange: RecordedExchange) {
  return http.post(`*${apiPaths.importResults}`, adminRoute(db, ({ body }) => replayAmong([exchange], body)));
}
