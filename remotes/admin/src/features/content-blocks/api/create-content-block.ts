import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentBlockInputSchema, type ContentBlockInput } from '@ghadi/contracts';
import { useRefreshAfter } from '@/lib/reads/writes';

export async function createContentBlock(input: ContentBlockInput): Promise<void> {
  await apiClient.post(apiPaths.contentBlocks, contentBlockInputSchema.parse(input));
}

export function useCreateContentBlock() {
  const refresh = useRefreshAfter('contentBlock');
  return useMutation({
    mutationFn: createContentBlock,
    onSuccess: refresh,
  });
}
