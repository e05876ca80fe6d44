import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        <Link to={paths.home.getHref()}>Back to Chart</Link>
      </p>
    </main>
  );
}
