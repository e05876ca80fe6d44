import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, holidayParamsSchema, messageResponseSchema } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export interface HolidayInput {
  /** The game's id. */
  ghadiId: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** Marks the game off on the date; answers the server's message. */
export async function markHoliday(input: HolidayInput): Promise<string> {
  const { ghadiId, date } = holidayParamsSchema.parse(input);
  const response = await apiClient.put(apiPaths.holiday.url(ghadiId, date));
  return messageResponseSchema.parse(response.data).message;
}

export function useMarkHoliday() {
  const refresh = useRefreshAfter('holiday');
  return useMutation({
    mutationFn: markHoliday,
    // After a refusal too: a 404 or 409 means the list on screen is out of date.
    onSettled: refresh,
  });
}
