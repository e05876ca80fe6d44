import { ResultsReview } from '@/features/results/components/results-review';

export function ResultsRoute() {
  return (
    <>
      <h2>Results</h2>
      <ResultsReview />
    </>
  );
}
