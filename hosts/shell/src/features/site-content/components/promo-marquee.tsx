import { useSiteBlock } from '../api/get-site-content';
import { HtmlContent } from './html-content';

/**
 * The scrolling band of keywords and banners. A CSS animation, not <marquee>: it pauses on hover and
 * focus and stands still for visitors who ask for reduced motion.
 */
export function PromoMarquee() {
  const { data } = useSiteBlock('marquee');
  if (!data) return <div className="promo-marquee" aria-hidden="true" />;
  return (
    <section className="promo-marquee" aria-label={data.title} tabIndex={0}>
      <div className="promo-marquee-track">
        <HtmlContent html={data.html} />
      </div>
    </section>
  );
}
