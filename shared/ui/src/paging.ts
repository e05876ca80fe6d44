/** Page arithmetic shared by every paged list. `page` is 1-based. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The rows a page shows, for "Showing x - y of n" (admin lists); 0 - 0 of 0 for an empty list. */
export function shownRange(page: number, pageSize: number, total: number): { first: number; last: number; total: number } {
  if (total === 0) return { first: 0, last: 0, total };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total), total };
}
