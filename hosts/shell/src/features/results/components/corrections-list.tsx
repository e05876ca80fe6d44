import { siteDateTimeText, type ResultCorrection } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { drawDateText } from '@/lib/site-time';

/** The month's correction trail: each change of a published result, with when it was made (site time). */
export function CorrectionsList({ corrections }: { corrections: ResultCorrection[] }) {
  const timeZone = useSiteConfig()?.timeZone;
  if (corrections.length === 0) return null;
  return (
    <section className="corrections" aria-labelledby="corrections-heading">
      <h2 id="corrections-heading">Corrections</h2>
      <ul>
        {corrections.map((correction) => (
          <li key={`${correction.DateTime}:${correction.ChangedAt}`}>
            {drawDateText(correction.DateTime)}: {correction.From}
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> changed to </span>
            {correction.To}
            {timeZone && `, corrected ${siteDateTimeText(correction.ChangedAt, timeZone)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
