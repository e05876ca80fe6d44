import { drawDateText, siteDateTimeText, type ResultCorrection } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';

/** The month's correction trail: each change of a published result, with when it was made (site time). */
export function CorrectionsList({ corrections }: { corrections: ResultCorrection[] }) {
  const { t, language } = useTexts();
  const timeZone = useSiteConfig()?.timeZone;
  if (corrections.length === 0) return null;
  return (
    <section className="corrections" aria-labelledby="corrections-heading">
      <h2 id="corrections-heading">{t('chart.corrections')}</h2>
      <ul>
        {corrections.map((correction) => (
          <li key={`${correction.DateTime}:${correction.ChangedAt}`}>
            {drawDateText(correction.DateTime, language)}: {correction.From}
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> {t('chart.changedTo')} </span>
            {correction.To}
            {timeZone && t('chart.correctedAt', { time: siteDateTimeText(correction.ChangedAt, timeZone, language) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
