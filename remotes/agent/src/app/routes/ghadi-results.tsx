import { useTexts } from '@/lib/texts';

/** Spec "Agent ghadi-results": a placeholder the spec itself names. */
export function GhadiResultsRoute() {
  const { t } = useTexts();
  return (
    <section>
      <h2>{t('ghadiResults.heading')}</h2>
      <p>{t('ghadiResults.placeholder')}</p>
    </section>
  );
}
