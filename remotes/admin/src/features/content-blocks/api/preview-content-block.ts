import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@ghadi/api-client';
import { apiPaths, contentPreviewRequestSchema, contentPreviewResponseSchema } from '@ghadi/contracts';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// Long enough that typing makes one request per pause, short enough that the preview keeps up.
const PREVIEW_DELAY_MS = 300;

/** `html` as the public pages would show it once saved: cleaned by the server's one rule, nothing saved. */
export async function previewContentBlock(html: string): Promise<string> {
  const response = await apiClient.post(apiPaths.contentPreview, contentPreviewRequestSchema.parse({ Content: html }));
  return contentPreviewResponseSchema.parse(response.data).data.Content;
}

/** The preview of `html`, asked for once typing pauses; the last preview stays on screen while the next comes. */
export function useContentPreview(html: string) {
  const settled = useDebouncedValue(html, PREVIEW_DELAY_MS);
  return useQuery({
    queryKey: ['content-preview', settled],
    queryFn: () => previewContentBlock(settled),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
