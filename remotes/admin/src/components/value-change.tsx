import { useTexts } from '@/lib/texts';

/**
 * A result replaced by another: "12 → 15" on screen, "12 changed to 15" to a screen reader; with no
 * earlier value (a first publication), "15 (first)".
 */
export function ValueChange({ from, to }: { from: string | null; to: string }) {
  const { t } = useTexts();
  if (from === null) return <span className="nowrap">{t('common.firstValue', { value: to })}</span>;
  return (
    <span className="nowrap">
      {from}
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">{` ${t('common.changedTo')} `}</span>
      {to}
    </span>
  );
}
