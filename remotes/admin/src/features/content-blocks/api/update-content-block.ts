import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentBlockInputSchema, type ContentBlockInput } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function updateContentBlock({ id, input }: { id: string; input: ContentBlockInput }): Promise<void> {
  await apiClient.put(apiPaths.contentBlock.url(id), contentBlockInputSchema.parse(input));
}

export function useUpdateContentBlock() {
  const refresh = useRefreshAfter('contentBlock');
  return useMutation({
    mutationFn: updateContentBlock,
    onSuccess: refresh,
  });
}
