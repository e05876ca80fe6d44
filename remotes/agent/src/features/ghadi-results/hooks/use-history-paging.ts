import { useState } from 'react';

/** Rows per page 5, 10, 25 or 50, default 10. */
export const HISTORY_PAGE_SIZES = [5, 10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 10;

/**
 * Search, rows per page and page of one game's history. The page goes back to 1 when the search, the
 * page size or the game changes. The page is kept with the game it was chosen for and
 * reset while rendering for another game (React's "adjust state on a prop change"), so no request is
 * ever made for the old page of the new game.
 */
export function useHistoryPaging(ghadiId: string) {
  const [search, setSearchText] = useState('');
  const [pageSize, setPageSizeValue] = useState<number>(DEFAULT_PAGE_SIZE);
  const [chosen, setChosen] = useState({ ghadiId, page: 1 });
  if (chosen.ghadiId !== ghadiId) setChosen({ ghadiId, page: 1 });
  const page = chosen.ghadiId === ghadiId ? chosen.page : 1;

  return {
    search,
    pageSize,
    page,
    setSearch(text: string) {
      setSearchText(text);
      setChosen({ ghadiId, page: 1 });
    },
    setPageSize(size: number) {
      setPageSizeValue(size);
      setChosen({ ghadiId, page: 1 });
    },
    setPage(next: number) {
      setChosen({ ghadiId, page: next });
    },
  };
}
