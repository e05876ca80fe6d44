import { useState } from 'react';
import { Alert, PageSizeSelect, pageCountOf, Pager, SearchBox, showingCaption } from '@ghadi/ui';
import { useReviewResults } from '@/features/results/api/get-review-results';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ResultsTable } from './results-table';

/** 5, 10 or 15 rows per page, 5 by default. */
const PAGE_SIZES = [5, 10, 15] as const;
const SEARCH_PAUSE_MS = 300;

/** Spec "Admin results": read-only, searched and paged by the server. */
export function ResultsReview() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const results = useReviewResults({ page, pageSize, search: settledSearch });
  const total = results.data?.total ?? 0;

  // A new search or page size starts again at page 1: the old page may not exist any more.
  function changeSearch(value: string) {
    setSearch(value);
    setPage(1);
  }
  function changePageSize(size: number) {
    setPageSize(size);
    setPage(1);
  }

  return (
    <section aria-label="Results list">
      <div className="toolbar">
        <SearchBox value={search} onChange={changeSearch} placeholder="Search agent or ghadi" />
        <PageSizeSelect value={pageSize} options={PAGE_SIZES} onChange={changePageSize} />
      </div>
      {results.isError && <Alert tone="error">Failed to load results</Alert>}
      {results.isPending && <p>Loading...</p>}
      {results.data && <ResultsTable results={results.data.data} />}
      <Pager
        page={page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={setPage}
        previousLabel="Prev"
        nextLabel="Next"
        caption={showingCaption(page, pageSize, total)}
      />
    </section>
  );
}
