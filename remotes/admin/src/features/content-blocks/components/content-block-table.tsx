import type { ContentBlock } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';
import { useTexts } from '@/lib/texts';

interface ContentBlockTableProps {
  blocks: ContentBlock[];
  onEdit: (block: ContentBlock) => void;
  onDelete: (block: ContentBlock) => void;
  deletingId?: string;
}

export function ContentBlockTable({ blocks, onEdit, onDelete, deletingId }: ContentBlockTableProps) {
  const { t } = useTexts();
  if (blocks.length === 0) return <p className="empty-state">{t('content.none')}</p>;
  return (
    <RecordTable
      rows={blocks}
      columns={[
        { header: t('content.title'), cell: (block) => block.Title, rowHeader: true },
        { header: t('content.slug'), cell: (block) => block.Slug },
        { header: t('content.active'), cell: (block) => (block.isActive ? t('content.yes') : t('content.no')) },
      ]}
      actions={[
        { label: t('common.edit'), onClick: onEdit },
        { label: t('common.delete'), onClick: onDelete, danger: true, busy: (block) => block.id === deletingId },
      ]}
    />
  );
}
