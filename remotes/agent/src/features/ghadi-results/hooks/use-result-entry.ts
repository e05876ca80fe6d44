import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorBody, errorCode, errorMessage } from '@ghadi/api-client';
import {
  drawDateIn,
  formRuleIn,
  nextMatkaLine,
  resultConflictBodySchema,
  serverMessageIn,
  updateResultRequestSchema,
  type Ghadi,
  type GhadiRef,
  type UpdateResultRequest,
} from '@ghadi/contracts';
import { holidaysKey, useSiteTimeZone } from '@ghadi/ui';
import { useTexts } from '@/lib/texts';
import { usePublishedResult } from '../api/get-result-history';
import { useUpdateResult } from '../api/update-result';
import { useHoliday } from './use-holiday';

/** A submission waiting for the agent to confirm that it replaces the value the server says is published. */
export interface PendingReplace extends UpdateResultRequest {
  previous: string;
}

export interface EntryFeedback {
  ghadiId: GhadiRef;
  tone: 'success' | 'error';
  text: string;
  /** Set when the server says the submission replaced another value. */
  replaced?: { previous: string; result: string; dateTime: string };
}

/**
 * The result form of one game: its fields, the holiday and replace checks, and publishing. A matka market's
 * agent types a panna alone: `line` is the line it makes after the day's `published` one, which is what is sent.
 */
export function useResultEntry(ghadi: Ghadi) {
  const { t, language } = useTexts();
  const queryClient = useQueryClient();
  const mutation = useUpdateResult();
  const today = drawDateIn(useSiteTimeZone());
  const [result, setResult] = useState('');
  // null follows the site's today, so the default is right once the site's zone is known.
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const dateTime = chosenDate ?? today;
  const [pending, setPending] = useState<PendingReplace | null>(null);
  const [feedback, setFeedback] = useState<EntryFeedback | null>(null);
  const holiday = useHoliday(ghadi.GID, dateTime);
  const market = ghadi.Kind === 'matka';
  const published = usePublishedResult(ghadi._id, dateTime, market);
  const line = market && published !== undefined ? nextMatkaLine(published, result.trim()) : undefined;
  // What is sent: the line a market's panna makes (none yet: nothing, which the schema refuses), else the text.
  const sent = market ? (line ?? '') : result;

  /**
   * Publishes, saying which value the agent saw there (`replaces`: none at first). The server replaces
   * nothing else: when another value is published it answers with it, and the agent is asked to confirm.
   */
  function publish(input: UpdateResultRequest) {
    mutation.mutate(input, {
      onSuccess: (answer) => {
        setResult('');
        const { previousResult } = answer;
        const replaced = previousResult !== null && previousResult !== input.result;
        setFeedback({
          ghadiId: input.ghadiId,
          tone: 'success',
          text: serverMessageIn(language, 'resultUpdated'),
          replaced: replaced ? { previous: previousResult, result: input.result, dateTime: input.dateTime } : undefined,
        });
      },
      onError: (error) => {
        const conflict = resultConflictBodySchema.safeParse(errorBody(error));
        if (conflict.success) {
          setPending({ ...input, previous: conflict.data.currentResult });
          return;
        }
        // The day was marked off after the holidays were read: read them again, so the form says so.
        if (errorCode(error) === 'holidayNoResult') {
          void queryClient.invalidateQueries({ queryKey: holidaysKey });
        }
        setFeedback({ ghadiId: input.ghadiId, tone: 'error', text: errorMessage(error, t('form.updateFailed')) });
      },
    });
  }

  function submit() {
    if (mutation.isPending || holiday) return;
    setFeedback(null);
    setPending(null);
    // A market's line continues the value the screen shows published: replacing that one needs no confirmation.
    const parsed = updateResultRequestSchema.safeParse({ ghadiId: ghadi._id, result: sent, dateTime, replaces: market ? (published ?? null) : null });
    if (!parsed.success) {
      const rule = parsed.error.issues[0]?.message;
      setFeedback({ ghadiId: ghadi._id, tone: 'error', text: rule ? formRuleIn(language, rule) : t('form.updateFailed') });
      return;
    }
    publish(parsed.data);
  }

  // A confirmation belongs to exactly what was asked: another game, date or text needs a new Update.
  const stillPending =
    pending && pending.ghadiId === ghadi._id && pending.dateTime === dateTime && pending.result === sent.trim() ? pending : null;

  return {
    result,
    setResult,
    market,
    published,
    line,
    dateTime,
    setDateTime: setChosenDate,
    today,
    holiday,
    busy: mutation.isPending,
    submit,
    pending: stillPending,
    confirmReplace() {
      if (!stillPending) return;
      setPending(null);
      // The value the agent has now seen: if it changed again meanwhile, the server says so once more.
      publish({ ghadiId: stillPending.ghadiId, result: stillPending.result, dateTime: stillPending.dateTime, replaces: stillPending.previous });
    },
    cancelReplace: () => setPending(null),
    feedback: feedback?.ghadiId === ghadi._id ? feedback : null,
  };
}
