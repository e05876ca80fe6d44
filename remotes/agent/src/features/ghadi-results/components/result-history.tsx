import type { Ghadi } from '@ghadi/contracts';
import { Alert, pageCountOf, PageSizeSelect, Pager, SearchBox } from '@ghadi/ui';
import { useResultHistory } from '../api/get-result-history';
import { HISTORY_PAGE_SIZES, useHistoryPaging } from '../hooks/use-history-paging';
import { historySearchTerm } from '../utils/draw-date';
import { HistoryTable } from './history-table';
import { useTexts } from '@/lib/texts';

/** The chosen game's published results, newest first, paged and searched by the server. */
export function ResultHistory({ ghadi }: { ghadi: Ghadi }) {
  const { t } = useTexts();
  const paging = useHistoryPaging(ghadi._id);
  const history = useResultHistory({
    ghadiId: ghadi._id,
    page: paging.page,
    pageSize: paging.pageSize,
    search: historySearchTerm(paging.search),
  });
  const pageCount = pageCountOf(history.data?.total ?? 0, paging.pageSize);

  return (
    <section className="history">
      <div className="toolbar">
        <SearchBox value={paging.search} onChange={paging.setSearch} placeholder={t('history.search')} />
        <PageSizeSelect value={paging.pageSize} options={HISTORY_PAGE_SIZES} onChange={paging.setPageSize} />
      </div>
      {history.isError && <Alert tone="error">{t('history.loadFailed')}</Alert>}
      {!history.data && !history.isError && <p className="empty-state">{t('panel.loading')}</p>}
      {history.data?.data.length === 0 && <p className="empty-state">{t('history.noResults')}</p>}
      {!!history.data?.data.length && <HistoryTable caption={t('history.caption', { name: ghadi.NameEn })} rows={history.data.data} />}
      <Pager
        page={paging.page}
        pageCount={pageCount}
        onPageChange={paging.setPage}
        previousLabel={t('history.previous')}
        nextLabel={t('history.next')}
        caption={t('history.page', { page: paging.page, pageCount })}
      />
    </section>
  );
}
