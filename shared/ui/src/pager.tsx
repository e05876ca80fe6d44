import { useUiTexts } from './ui-texts';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** The caption between the buttons, e.g. "Showing 1 - 5 of 12" or "Page 1 of 3". */
  caption: string;
}

/** Previous/next paging with a caption; buttons are disabled at either end. */
export function Pager({ page, pageCount, onPageChange, previousLabel, nextLabel, caption }: PagerProps) {
  const { t } = useUiTexts();
  return (
    <nav className="pager" aria-label={t('ui.pages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </button>
      <span className="pager-caption" aria-live="polite">
        {caption}
      </span>
      <button type="button" className="button" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}

/** Numbered page buttons (the ghadi list). */
export function PageNumbers({ page, pageCount, onPageChange }: Pick<PagerProps, 'page' | 'pageCount' | 'onPageChange'>) {
  const { t } = useUiTexts();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('ui.pages')}>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          className={`button${number === page ? ' button-primary' : ''}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
    </nav>
  );
}
