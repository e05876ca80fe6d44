/** Spec "Agent ghadi-results": a placeholder the spec itself names. */
export function GhadiResultsRoute() {
  return (
    <section>
      <h2>Ghadi Results</h2>
      <p>Viewing and updating results from this page is coming soon.</p>
    </section>
  );
}
