import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { DemoNotice } from '@/components/demo-notice';
import { OfflineNotice } from '@/features/offline-copy/components/offline-notice';
import { useLiveResults } from '@/features/live-results/hooks/use-live-results';
import { siteContentQuery } from '@/features/site-content/api/get-site-content';
import { SiteNav } from '@/features/site-content/components/site-nav';
import { VisitorBox } from '@/features/visitors/components/visitor-box';
import { paths } from '@/config/paths';
import type { PageContext } from '@/lib/page-load';
import { refetchTouched } from '@/lib/live-reads';
import { useReadStore } from '@/lib/reads';
import { useSiteConfig } from '@/lib/runtime-config';
import { useSiteToday } from '@/lib/site-day';
import { useTexts } from '@/lib/texts';

/** Every public page has the navigation, marquee and texts of the site content. */
export async function loadLayout({ reads, keep }: PageContext): Promise<void> {
  await keep(siteContentQuery.queryKey, reads.siteContent());
}

/** Header, navigation, footer and visitor box of every public page. */
export function PublicLayout() {
  const texts = useTexts();
  const { t } = texts;
  const siteName = useSiteConfig()?.siteName ?? '';
  const year = useSiteToday()?.year;
  const store = useReadStore();
  // A change refetches what the open page shows of it, and nothing else, in place.
  useLiveResults((change) => refetchTouched(store, change));
  return (
    <div className="public-layout">
      <DemoNotice />
      <OfflineNotice />
      <header className="site-header">
        <Link to={texts.path(paths.home.getHref())} className="site-name">
          {siteName}
        </Link>
        <SiteNav />
      </header>
      <div className="site-content">
        {/* A page whose code is still on its way keeps the header and footer in place. */}
        <Suspense fallback={<p className="page-loading">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </div>
      {/* Before the footer: where the box sits in the page on screens too narrow for it to float beside the content. */}
      <VisitorBox />
      <footer className="site-footer">
        <nav aria-label={t('layout.footerNav')}>
          <Link to={texts.path(paths.about.getHref())}>{t('page.about')}</Link>
          <Link to={texts.path(paths.disclaimer.getHref())}>{t('page.disclaimer')}</Link>
          <Link to={texts.path(paths.privacyPolicy.getHref())}>{t('page.privacy-policy')}</Link>
        </nav>
        <p>{t('layout.rights', { year: year ?? '', siteName })}</p>
      </footer>
    </div>
  );
}
