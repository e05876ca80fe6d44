import type { Ghadi } from '@ghadi/contracts';
import { Alert, pageCountOf, PageSizeSelect, Pager, SearchBox } from '@ghadi/ui';
import { useResultHistory } from '../api/get-result-history';
import { HISTORY_PAGE_SIZES, useHistoryPaging } from '../hooks/use-history-paging';
import { historySearchTerm } from '../utils/draw-date';
import { HistoryTable } from './history-table';

/** The chosen game's published results, newest first, paged and searched by the server. */
export function ResultHistory({ ghadi }: { ghadi: Ghadi }) {
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
        <SearchBox value={paging.search} onChange={paging.setSearch} placeholder="Search result or date..." />
        <PageSizeSelect value={paging.pageSize} options={HISTORY_PAGE_SIZES} onChange={paging.setPageSize} />
      </div>
      {history.isError && <Alert tone="error">Failed to load result history</Alert>}
      {!history.data && !history.isError && <p className="empty-state">Loading...</p>}
      {history.data?.data.length === 0 && <p className="empty-state">No results found.</p>}
      {!!history.data?.data.length && <HistoryTable caption={`Results of ${ghadi.NameEn}`} rows={history.data.data} />}
      <Pager
        page={paging.page}
        pageCount={pageCount}
        onPageChange={paging.setPage}
        previousLabel="Previous"
        nextLabel="Next"
        caption={`Page ${paging.page} of ${pageCount}`}
      />
    </section>
  );
}
