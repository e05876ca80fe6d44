/** Page arithmetic shared by every paged list. `page` is 1-based. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** "Showing x - y of n" (admin results); "Showing 0 - 0 of 0" for an empty list. */
export function showingCaption(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 - 0 of 0';
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first} - ${Math.min(page * pageSize, total)} of ${total}`;
}
