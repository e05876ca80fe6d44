import type { ContentBlock } from '@ghadi/contracts';
import { RecordTable } from '@/components/record-table';

interface ContentBlockTableProps {
  blocks: ContentBlock[];
  onEdit: (block: ContentBlock) => void;
  onDelete: (block: ContentBlock) => void;
  deletingId?: string;
}

export function ContentBlockTable({ blocks, onEdit, onDelete, deletingId }: ContentBlockTableProps) {
  if (blocks.length === 0) return <p className="empty-state">No content blocks found.</p>;
  return (
    <RecordTable
      rows={blocks}
      columns={[
        { header: 'Title', cell: (block) => block.Title, rowHeader: true },
        { header: 'Slug', cell: (block) => block.Slug },
        { header: 'Active', cell: (block) => (block.isActive ? 'Yes' : 'No') },
      ]}
      actions={[
        { label: 'Edit', onClick: onEdit },
        { label: 'Delete', onClick: onDelete, danger: true, busy: (block) => block.id === deletingId },
      ]}
    />
  );
}
