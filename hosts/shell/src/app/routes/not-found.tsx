import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

export function NotFoundRoute() {
  // Without its own title the tab would keep the title of whichever page the visitor came from.
  usePageMeta('Page not found', 'There is no page at this address. The daily results are on the home page.');
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        <Link to={paths.home.getHref()}>Back to Chart</Link>
      </p>
    </main>
  );
}
