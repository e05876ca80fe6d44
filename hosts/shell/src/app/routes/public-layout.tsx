import { Link, Outlet } from 'react-router-dom';
import { SiteNav } from '@/features/site-content/components/site-nav';
import { VisitorBox } from '@/features/visitors/components/visitor-box';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@ghadi/ui';

/** Header, navigation, footer and visitor box of every public page. */
export function PublicLayout() {
  const siteName = useSiteConfig()?.siteName ?? '';
  return (
    <div className="public-layout">
      <header className="site-header">
        <Link to={paths.home.getHref()} className="site-name">
          {siteName}
        </Link>
        <SiteNav />
      </header>
      <div className="site-content">
        <Outlet />
      </div>
      <footer className="site-footer">
        <nav aria-label="Site information">
          <Link to={paths.about.getHref()}>About</Link>
          <Link to={paths.disclaimer.getHref()}>Disclaimer</Link>
          <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
        </nav>
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </footer>
      <VisitorBox />
    </div>
  );
}
