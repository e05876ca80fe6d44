import { useId, useState } from 'react';
import type { UserMap } from '@ghadi/contracts';
import { pageCountOf, Pager, pageSlice, shownRange } from '@ghadi/ui';
import { RecordTable } from '@/components/record-table';
import { useTexts } from '@/lib/texts';

/** Assignments show 5 per page. */
const PAGE_SIZE = 5;

interface AssignmentTableProps {
  maps: UserMap[];
  onDelete: (map: UserMap) => void;
  deletingId?: string;
}

/** Spec: the table "Current Assignments", each row with Delete. */
export function AssignmentTable({ maps, onDelete, deletingId }: AssignmentTableProps) {
  const { t } = useTexts();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(maps.length, PAGE_SIZE);
  // A deletion can empty the last page; show the new last one instead.
  const current = Math.min(page, pageCount);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('assign.current')}</h3>
      <RecordTable
        rows={pageSlice(maps, current, PAGE_SIZE)}
        labelledBy={titleId}
        empty={t('assign.none')}
        columns={[
          { header: t('common.agent'), cell: (map) => map.AgentName },
          { header: t('common.ghadi'), cell: (map) => map.GhadiName, rowHeader: true },
        ]}
        actions={[{ label: t('common.delete'), onClick: onDelete, danger: true, busy: (map) => map.id === deletingId }]}
      />
      <Pager
        page={current}
        pageCount={pageCount}
        onPageChange={setPage}
        previousLabel={t('common.previous')}
        nextLabel={t('common.next')}
        caption={t('common.showing', shownRange(current, PAGE_SIZE, maps.length))}
      />
    </section>
  );
}
