import { ResultsReview } from '@/features/results/components/results-review';
import { useTexts } from '@/lib/texts';

export function ResultsRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('nav.results')}</h2>
      <ResultsReview />
    </>
  );
}
