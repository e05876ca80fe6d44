import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths } from '@ghadi/contracts';
import { bearer } from '../../helper';

/** A CSV file from its lines (header first), LF line ends. */
export const csvOf = (...lines: string[]): string => `${lines.join('\n')}\n`;

/** POSTs `csv` as text/csv to the preview (dry run) or to the import itself, asking for answers in `language`. */
export function postCsv(
  app: FastifyInstance,
  kind: 'preview' | 'import',
  csv: string,
  token: string | undefined,
  contentType = 'text/csv; charset=utf-8',
  language: 'en' | 'hi' = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: kind === 'preview' ? apiPaths.importPreview : apiPaths.importResults,
    headers: { 'content-type': contentType, 'accept-language': language, ...(token ? bearer(token) : {}) },
    payload: csv,
  });
}

/** Every stored result and history row of the games, in a stable order: what "changes nothing" compares. */
export async function storedState(app: FastifyInstance, gids: number[]) {
  const results = await app.db
    .selectFrom('results')
    .select(['gid', 'draw_date', 'result', 'created_at', 'updated_at', 'changed_at'])
    .where('gid', 'in', gids)
    .orderBy('gid')
    .orderBy('draw_date')
    .execute();
  const history = await app.db
    .selectFrom('result_history')
    .select(['gid', 'draw_date', 'old_result', 'new_result', 'changed_by', 'changed_at', 'source'])
    .where('gid', 'in', gids)
    .orderBy('history_id')
    .execute();
  return { results, history };
}
