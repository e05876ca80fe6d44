import type { SiteContentSlug } from '@ghadi/contracts';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { useSiteBlock } from '../api/get-site-content';
import { HtmlContent } from './html-content';

/** One editable text of the public pages (promo text, contact, static pages), with its title as heading. */
export function SiteTextSection({ slug, id, headingLevel = 2 }: { slug: SiteContentSlug; id?: string; headingLevel?: 1 | 2 }) {
  const { data, isPending, isError } = useSiteBlock(slug);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  if (isPending) {
    return (
      <LoadingPlaceholder>
        <div className="site-text card site-text-placeholder" />
      </LoadingPlaceholder>
    );
  }
  if (isError || !data) return null;
  return (
    <section id={id} className="site-text card" aria-labelledby={`${slug}-heading`}>
      <Heading id={`${slug}-heading`}>{data.title}</Heading>
      <HtmlContent className="html-content" html={data.html} />
    </section>
  );
}
