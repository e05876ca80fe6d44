import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { PageLoad, PageOutcome } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';

// A 404 gets no canonical URL (server/page-head.ts), so its path is only where its links lead.
const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'There is no page at this address. The daily results are on the home page.',
  path: paths.home.getHref(),
};

/** A 404 for any address no page answers, or a chart address naming an impossible month. */
export const notFoundOutcome = (): PageOutcome => ({ meta: NOT_FOUND_META, status: 404 });

export const load: PageLoad = async () => notFoundOutcome();

export function NotFoundPage() {
  // Without its own title the tab would keep the title of whichever page the visitor came from.
  usePageMeta(NOT_FOUND_META);
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        <Link to={paths.home.getHref()}>Back to Chart</Link>
      </p>
    </main>
  );
}
