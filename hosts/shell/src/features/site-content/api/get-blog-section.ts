import { queryOptions, useQuery } from '@tanstack/react-query';
import { describeFailure } from '@ghadi/api-client/public';
import { apiPaths, BLOG_SECTION_SLUG, contentBlockResponseSchema } from '@ghadi/contracts';
import { publicGet } from '@/lib/public-get';
import { fromServer, type ServerSanitizedHtml } from '@/lib/server-sanitized-html';

/** The blog-section block's HTML (sanitized by the server); null when there is none (404). */
export async function getBlogSection(): Promise<ServerSanitizedHtml | null> {
  try {
    const body = await publicGet(apiPaths.contentBlockBySlug.url(BLOG_SECTION_SLUG));
    const content = contentBlockResponseSchema.parse(body).data.Content;
    return content.trim() ? fromServer(content) : null;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.kind === 'status' && failure.status === 404) return null;
    throw error;
  }
}

export const blogSectionQuery = queryOptions({ queryKey: ['content', BLOG_SECTION_SLUG], queryFn: getBlogSection });

export const useBlogSection = () => useQuery(blogSectionQuery);
