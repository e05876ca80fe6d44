import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Ghadi } from '@ghadi/contracts';
import { Alert, confirmAction, pageCountOf, PageNumbers, pageSlice } from '@ghadi/ui';
import { FailureAlert } from '@/components/failure-alert';
import { UPDATE_RESULT_PARAM } from '@/config/paths';
import { useDeleteGhadi } from '@/features/ghadi/api/delete-ghadi';
import { useGhadis } from '@/lib/reads/games';
import { GhadiForm } from './ghadi-form';
import { GhadiTable } from './ghadi-table';
import { HolidaysPanel } from './holidays-panel';
import { UpdateResultPanel } from './update-result-panel';
import { useTexts } from '@/lib/texts';

/** The ghadi list shows 10 per page. */
const PAGE_SIZE = 10;

/** Spec "Admin ghadi": the add/edit form, the paged list, the Update Result panel for one game, and holidays. */
export function GhadiPanel() {
  const { t } = useTexts();
  const ghadis = useGhadis();
  const remove = useDeleteGhadi();
  const [editing, setEditing] = useState<Ghadi | null>(null);
  const [chosenForResult, setChosenForResult] = useState<Ghadi | null>(null);
  // Arriving from the dashboard's "Update Result" link opens that game's panel.
  const location = useLocation();
  const navigate = useNavigate();
  const requestedId = new URLSearchParams(location.search).get(UPDATE_RESULT_PARAM);
  const [updated, setUpdated] = useState<{ previousResult: string | null } | null>(null);
  const [page, setPage] = useState(1);

  const list = ghadis.data ?? [];
  const resultFor = chosenForResult ?? list.find((ghadi) => ghadi._id === requestedId) ?? null;
  const pageCount = pageCountOf(list.length, PAGE_SIZE);
  // A deletion can empty the last page; show the new last one instead.
  const current = Math.min(page, pageCount);

  function confirmDelete(ghadi: Ghadi) {
    if (!confirmAction(t('ghadi.confirmDelete'))) return;
    remove.mutate(ghadi.id, {
      onSuccess: () => {
        setEditing((value) => (value?.id === ghadi.id ? null : value));
        setChosenForResult((value) => (value?.id === ghadi.id ? null : value));
      },
    });
  }

  function setResultFor(ghadi: Ghadi | null) {
    setChosenForResult(ghadi);
    // Once closed or replaced, the link's choice must not reopen the panel.
    if (requestedId !== null) navigate({ search: '' }, { replace: true });
  }

  function openResult(ghadi: Ghadi) {
    setUpdated(null);
    setResultFor(ghadi);
  }

  return (
    <div className="admin-screen">
      <GhadiForm key={editing?.id ?? 'new'} ghadi={editing} onDone={() => setEditing(null)} />
      <section aria-label={t('ghadi.list')}>
        {updated && (
          <Alert tone="success">
            <span>{t('ghadi.resultUpdated')}</span>
            {updated.previousResult !== null && <span className="alert-detail">{t('ghadi.previousResult', { result: updated.previousResult })}</span>}
          </Alert>
        )}
        {resultFor && (
          <UpdateResultPanel
            key={resultFor.id}
            ghadi={resultFor}
            onCancel={() => setResultFor(null)}
            onUpdated={(previousResult) => {
              setResultFor(null);
              setUpdated({ previousResult });
            }}
          />
        )}
        {remove.isError && <FailureAlert message={t('ghadi.deleteFailed')} error={remove.error} />}
        {ghadis.isPending && <p>{t('common.loading')}</p>}
        {ghadis.isError && <Alert tone="error">{t('ghadi.loadFailed')}</Alert>}
        {ghadis.data && (
          <GhadiTable
            ghadis={pageSlice(list, current, PAGE_SIZE)}
            onEdit={setEditing}
            onDelete={confirmDelete}
            onUpdateResult={openResult}
            deletingId={remove.isPending ? remove.variables : undefined}
          />
        )}
        <PageNumbers page={current} pageCount={pageCount} onPageChange={setPage} />
      </section>
      <HolidaysPanel ghadis={list} />
    </div>
  );
}
