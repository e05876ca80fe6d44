import { useId } from 'react';

/** One dashboard count; a dash until the first answer arrives (or if it never does). */
export function StatCard({ title, value }: { title: string; value: number | undefined }) {
  const titleId = useId();
  return (
    <li className="card stat-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className="stat-value">{value === undefined ? '–' : value.toLocaleString('en-IN')}</p>
    </li>
  );
}
