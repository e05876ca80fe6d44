import { useTexts } from '@/lib/texts';
import { useSiteBlock } from '../api/get-site-content';
import { HtmlContent } from './html-content';

/** The top navigation: four labelled links, editable as the `site-navigation` content block. */
export function SiteNav() {
  const { data } = useSiteBlock('site-navigation');
  return (
    // Until the links arrive, the default links' height is kept free so the page below does not jump.
    <nav className={data ? 'site-nav' : 'site-nav site-nav-loading'} aria-label={useTexts().t('layout.mainNav')}>
      {data && <HtmlContent html={data.html} />}
    </nav>
  );
}
