import { siteDateTimeText, type ResultDate } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';
import { CorrectionsList } from './corrections-list';

/** A date's number (or `---` while there is none), when it was declared and corrected, and its trail. */
export function ResultOfDate({ result }: { result: ResultDate }) {
  const { t, language } = useTexts();
  const timeZone = useSiteConfig()?.timeZone;
  const when = (instant: string) => (timeZone ? siteDateTimeText(instant, timeZone, language) : '');
  return (
    <section className="result-of-date">
      <p className="result-number">{result.Result ?? '---'}</p>
      {result.DeclaredAt && (
        <dl className="result-times">
          <dt>{t('gameDate.declaredOn')}</dt>
          <dd>{when(result.DeclaredAt)}</dd>
          {result.CorrectedAt && (
            <>
              <dt>{t('gameDate.correctedOn')}</dt>
              <dd>{when(result.CorrectedAt)}</dd>
            </>
          )}
        </dl>
      )}
      <CorrectionsList corrections={result.Trail} />
    </section>
  );
}
