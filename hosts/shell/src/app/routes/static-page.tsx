import type { SiteContentSlug } from '@ghadi/contracts';
import { SiteTextSection } from '@/features/site-content/components/site-text-section';
import { usePageMeta } from '@/lib/page-meta';

export type StaticPage = Extract<SiteContentSlug, 'about' | 'disclaimer' | 'privacy-policy'>;

const meta: Record<StaticPage, [string, string]> = {
  about: ['About', 'What this site publishes and how.'],
  disclaimer: ['Disclaimer', 'Results are published for information only; we never sell numbers or take bets.'],
  'privacy-policy': ['Privacy Policy', 'What we store about visitors: no personal data and no IP addresses.'],
};

/** About, Disclaimer and Privacy Policy: editable content blocks with a default text. */
export function StaticPageRoute({ page }: { page: StaticPage }) {
  usePageMeta(meta[page][0], meta[page][1]);
  return (
    <main className="static-page">
      <SiteTextSection slug={page} headingLevel={1} />
    </main>
  );
}
