import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, holidayParamsSchema, messageResponseSchema } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';
import type { HolidayInput } from '@/features/ghadi/api/mark-holiday';

/** Removes the game's holiday on the date; answers the server's message. */
export async function removeHoliday(input: HolidayInput): Promise<string> {
  const { ghadiId, date } = holidayParamsSchema.parse(input);
  const response = await apiClient.delete(apiPaths.holiday.url(ghadiId, date));
  return messageResponseSchema.parse(response.data).message;
}

export function useRemoveHoliday() {
  const refresh = useRefreshAfter('holiday');
  return useMutation({
    mutationFn: removeHoliday,
    // After a refusal too: a 404 or 409 means the list on screen is out of date.
    onSettled: refresh,
  });
}
