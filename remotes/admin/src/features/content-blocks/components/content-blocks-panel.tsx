import { useState } from 'react';
import type { ContentBlock } from '@ghadi/contracts';
import { Alert, confirmAction } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { useContentBlocks } from '@/lib/reads/content-blocks';
import { useDeleteContentBlock } from '@/features/content-blocks/api/delete-content-block';
import { ContentBlockForm } from './content-block-form';
import { ContentBlockTable } from './content-block-table';
import { useTexts } from '@/lib/texts';

/** The add/edit form above the list of content blocks, with the panel's success and error messages. */
export function ContentBlocksPanel() {
  const { t } = useTexts();
  const blocks = useContentBlocks();
  const remove = useDeleteContentBlock();
  const [editing, setEditing] = useState<ContentBlock | null>(null);
  const [notice, setNotice] = useState('');

  function edit(block: ContentBlock) {
    setNotice('');
    setEditing(block);
  }

  function confirmDelete(block: ContentBlock) {
    if (!confirmAction(t('content.confirmDelete'))) return;
    setNotice('');
    remove.mutate(block.id, {
      onSuccess: () => {
        setNotice(t('content.deleted'));
        setEditing((current) => (current?.id === block.id ? null : current));
      },
    });
  }

  return (
    <div className="admin-screen">
      {notice && <Alert tone="success">{notice}</Alert>}
      <ContentBlockForm
        key={editing?.id ?? 'new'}
        block={editing}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
        onCancel={() => setEditing(null)}
      />
      <section aria-label={t('content.list')}>
        {remove.isError && <FailureAlert message={t('content.deleteFailed')} error={remove.error} />}
        {blocks.isPending && <p>{t('common.loading')}</p>}
        {blocks.isError && <Alert tone="error">{t('content.loadFailed')}</Alert>}
        {blocks.data && (
          <ContentBlockTable
            blocks={blocks.data}
            onEdit={edit}
            onDelete={confirmDelete}
            deletingId={remove.isPending ? remove.variables : undefined}
          />
        )}
      </section>
    </div>
  );
}
