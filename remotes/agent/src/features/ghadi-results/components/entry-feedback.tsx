import { Alert } from '@ghadi/ui';
import type { EntryFeedback as Feedback } from '../hooks/use-result-entry';
import { formatDrawDate } from '../utils/draw-date';
import { useTexts } from '@/lib/texts';

/** The outcome of the last Update; a replacement the agent was not asked about is spelled out. */
export function EntryFeedback({ feedback }: { feedback: Feedback }) {
  const { t } = useTexts();
  const { replaced } = feedback;
  return (
    <Alert tone={feedback.tone}>
      {feedback.text}
      {replaced && ` ${t('form.replaced', { previous: replaced.previous, result: replaced.result, date: formatDrawDate(replaced.dateTime) })}`}
    </Alert>
  );
}
