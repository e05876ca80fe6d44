import { useState } from 'react';
import { Alert, PageSizeSelect, pageCountOf, Pager, SearchBox, shownRange } from '@ghadi/ui';
import { useReviewResults } from '@/lib/reads/results';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ResultsTable } from './results-table';
import { useTexts } from '@/lib/texts';

/** 5, 10 or 15 rows per page, 5 by default. */
const PAGE_SIZES = [5, 10, 15] as const;
const SEARCH_PAUSE_MS = 300;

/** Spec "Admin results": read-only, searched and paged by the server. */
export function ResultsReview() {
  const { t } = useTexts();
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
    <section aria-label={t('results.list')}>
      <div className="toolbar">
        <SearchBox value={search} onChange={changeSearch} placeholder={t('results.search')} />
        <PageSizeSelect value={pageSize} options={PAGE_SIZES} onChange={changePageSize} />
      </div>
      {results.isError && <Alert tone="error">{t('results.loadFailed')}</Alert>}
      {results.isPending && <p>{t('common.loading')}</p>}
      {results.data && (
        // The previous page's rows stay while the next one loads, marked busy and captioned as loading.
        <div aria-busy={results.isPlaceholderData}>
          <ResultsTable results={results.data.data} />
        </div>
      )}
      <Pager
        page={page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={setPage}
        previousLabel={t('common.previous')}
        nextLabel={t('common.next')}
        caption={results.isPlaceholderData ? t('common.loading') : t('common.showing', shownRange(page, pageSize, total))}
      />
    </section>
  );
}
