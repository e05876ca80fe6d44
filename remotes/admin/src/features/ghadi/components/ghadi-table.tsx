import type { Ghadi } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';
import { useTexts } from '@/lib/texts';

interface GhadiTableProps {
  ghadis: Ghadi[];
  onEdit: (ghadi: Ghadi) => void;
  onDelete: (ghadi: Ghadi) => void;
  onUpdateResult: (ghadi: Ghadi) => void;
  deletingId?: string;
}

export function GhadiTable({ ghadis, onEdit, onDelete, onUpdateResult, deletingId }: GhadiTableProps) {
  const { t } = useTexts();
  // The spec gives no empty text for this list; this one matches the other lists' wording.
  if (ghadis.length === 0) return <p className="empty-state">{t('ghadi.none')}</p>;
  return (
    <RecordTable
      rows={ghadis}
      columns={[
        { header: t('ghadi.orderId'), cell: (ghadi) => ghadi.OrderId },
        { header: t('ghadi.nameEn'), cell: (ghadi) => ghadi.NameEn, rowHeader: true },
        { header: t('ghadi.nameHi'), cell: (ghadi) => ghadi.NameHn, lang: 'hi' },
        { header: t('ghadi.resultTime'), cell: (ghadi) => ghadi.RTime ?? '' },
      ]}
      actionsHeader={t('ghadi.actions')}
      actions={[
        { label: t('common.edit'), onClick: onEdit },
        { label: t('common.delete'), onClick: onDelete, danger: true, busy: (ghadi) => ghadi.id === deletingId },
        { label: t('ghadi.updateResult'), onClick: onUpdateResult },
      ]}
    />
  );
}
