import { sitePaths, type SiteContentSlug } from '@ghadi/contracts';
import { SiteTextSection } from '@/features/site-content/components/site-text-section';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';

export type StaticPage = Extract<SiteContentSlug, 'about' | 'disclaimer' | 'privacy-policy'>;

const meta: Record<StaticPage, PageMeta> = {
  about: { title: 'About', description: 'What this site publishes and how.', path: sitePaths.about },
  disclaimer: {
    title: 'Disclaimer',
    description: 'Results are published for information only; we never sell numbers or take bets.',
    path: sitePaths.disclaimer,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'What we store about visitors: no personal data and no IP addresses.',
    path: sitePaths.privacyPolicy,
  },
};

/** The text comes with the site content, which every page loads (public-layout.tsx). */
export const staticPageLoad =
  (page: StaticPage): PageLoad =>
  async () => ({ meta: meta[page] });

/** About, Disclaimer and Privacy Policy: editable content blocks with a default text. */
export function StaticPageRoute({ page }: { page: StaticPage }) {
  usePageMeta(meta[page]);
  return (
    <main className="static-page">
      <SiteTextSection slug={page} headingLevel={1} />
    </main>
  );
}
