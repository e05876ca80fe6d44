import { useId, useState } from 'react';
import type { UserMap } from '@ghadi/contracts';
import { pageCountOf, Pager, pageSlice, showingCaption } from '@ghadi/ui';
import { RecordTable } from '@/components/record-table';

/** Assignments show 5 per page. */
const PAGE_SIZE = 5;

interface AssignmentTableProps {
  maps: UserMap[];
  onDelete: (map: UserMap) => void;
  deletingId?: string;
}

/** Spec: the table "Current Assignments", each row with Delete. */
export function AssignmentTable({ maps, onDelete, deletingId }: AssignmentTableProps) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(maps.length, PAGE_SIZE);
  // A deletion can empty the last page; show the new last one instead.
  const current = Math.min(page, pageCount);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>Current Assignments</h3>
      <RecordTable
        rows={pageSlice(maps, current, PAGE_SIZE)}
        labelledBy={titleId}
        empty="No assignments found."
        columns={[
          { header: 'Agent', cell: (map) => map.AgentName },
          { header: 'Ghadi', cell: (map) => map.GhadiName, rowHeader: true },
        ]}
        actions={[{ label: 'Delete', onClick: onDelete, danger: true, busy: (map) => map.id === deletingId }]}
      />
      <Pager
        page={current}
        pageCount={pageCount}
        onPageChange={setPage}
        previousLabel="Prev"
        nextLabel="Next"
        caption={showingCaption(current, PAGE_SIZE, maps.length)}
      />
    </section>
  );
}
