import './todays-board.css';
import { useState } from 'react';
import { Alert, pageCountOf, PageNumbers, pageSlice, useDrawDay, useMinuteClock, useSiteTimeZone } from '@ghadi/ui';
import { boardRows } from '@/features/dashboard/utils/board-rows';
import { BoardTable } from './board-table';
import { useUserMaps } from '@/lib/reads/assignments';
import { useGhadis } from '@/lib/reads/games';
import { useTexts } from '@/lib/texts';

/** As many rows as the ghadi list shows per page: the board lists the same games. */
const PAGE_SIZE = 10;

/**
 * Every game of the site day with its state, agent and a way to update its result, late games first. It
 * follows the live stream, re-reads every 30 seconds and redraws how late each game is every minute.
 */
export function TodaysBoard() {
  const { t, language } = useTexts();
  const drawDay = useDrawDay();
  const ghadis = useGhadis();
  const userMaps = useUserMaps();
  const now = useMinuteClock();
  const timeZone = useSiteTimeZone();
  const [page, setPage] = useState(1);

  // A failed refresh keeps the board on screen; only a read that never answered replaces it.
  const failed = [drawDay, ghadis, userMaps].some((query) => query.isError && !query.data);
  const rows = drawDay.data && ghadis.data && userMaps.data ? boardRows(drawDay.data, ghadis.data, userMaps.data, now, timeZone, language) : undefined;
  const pageCount = pageCountOf(rows?.length ?? 0, PAGE_SIZE);
  // The day's games can shrink between reads; stay within the pages there are.
  const current = Math.min(page, pageCount);

  return (
    <section className="todays-board">
      {failed && <Alert tone="error">{t('board.loadFailed')}</Alert>}
      {!failed && !rows && <p>{t('common.loading')}</p>}
      {rows && <BoardTable rows={pageSlice(rows, current, PAGE_SIZE)} />}
      <PageNumbers page={current} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
