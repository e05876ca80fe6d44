import { Alert } from '@ghadi/ui';
import type { EntryFeedback as Feedback } from '../hooks/use-result-entry';
import { formatDrawDate } from '../utils/draw-date';

/** The outcome of the last Update; a replacement the agent was not asked about is spelled out. */
export function EntryFeedback({ feedback }: { feedback: Feedback }) {
  const { replaced } = feedback;
  return (
    <Alert tone={feedback.tone}>
      {feedback.text}
      {replaced && ` Replaced ${replaced.previous} with ${replaced.result} for ${formatDrawDate(replaced.dateTime)}.`}
    </Alert>
  );
}
