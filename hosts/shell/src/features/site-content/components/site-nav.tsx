import { useSiteContent } from '../api/get-site-content';
import { HtmlContent } from './html-content';

/** The top navigation: four labelled links, editable as the `site-navigation` content block. */
export function SiteNav() {
  const { data } = useSiteContent();
  return (
    <nav className="site-nav" aria-label="Main">
      {data && <HtmlContent html={data['site-navigation'].html} />}
    </nav>
  );
}
