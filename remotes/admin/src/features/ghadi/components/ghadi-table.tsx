import type { Ghadi } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';

interface GhadiTableProps {
  ghadis: Ghadi[];
  onEdit: (ghadi: Ghadi) => void;
  onDelete: (ghadi: Ghadi) => void;
  onUpdateResult: (ghadi: Ghadi) => void;
  deletingId?: string;
}

export function GhadiTable({ ghadis, onEdit, onDelete, onUpdateResult, deletingId }: GhadiTableProps) {
  // The spec gives no empty text for this list; this one matches the other lists' wording.
  if (ghadis.length === 0) return <p className="empty-state">No ghadi found.</p>;
  return (
    <RecordTable
      rows={ghadis}
      columns={[
        { header: 'Order ID', cell: (ghadi) => ghadi.OrderId },
        { header: 'Name (En)', cell: (ghadi) => ghadi.NameEn, rowHeader: true },
        { header: 'Name (Hi)', cell: (ghadi) => ghadi.NameHn, lang: 'hi' },
        { header: 'Result Time', cell: (ghadi) => ghadi.RTime ?? '' },
      ]}
      actionsHeader="Actions"
      actions={[
        { label: 'Edit', onClick: onEdit },
        { label: 'Delete', onClick: onDelete, danger: true, busy: (ghadi) => ghadi.id === deletingId },
        { label: 'Update Result', onClick: onUpdateResult },
      ]}
    />
  );
}
