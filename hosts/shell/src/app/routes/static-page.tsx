import { sitePaths, type SiteContentSlug } from '@ghadi/contracts';
import { LanguageSwitch } from '@/components/language-switch';
import { SiteTextSection } from '@/features/site-content/components/site-text-section';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useTexts, type Texts } from '@/lib/texts';

export type StaticPage = Extract<SiteContentSlug, 'about' | 'disclaimer' | 'privacy-policy'>;

const addresses: Record<StaticPage, string> = {
  about: sitePaths.about,
  disclaimer: sitePaths.disclaimer,
  'privacy-policy': sitePaths.privacyPolicy,
};

const meta = (page: StaticPage, { t }: Texts): PageMeta => ({
  title: t(`page.${page}`),
  description: t(`page.${page}.description`),
  path: addresses[page],
});

/** The text comes with the site content, which every page loads (public-layout.tsx). */
export const staticPageLoad =
  (page: StaticPage): PageLoad =>
  async ({ laterTexts }) => ({ meta: meta(page, laterTexts(laterPageTexts)) });

function StaticPageContent({ page }: { page: StaticPage }) {
  usePageMeta(meta(page, useTexts()));
  return (
    <main className="static-page">
      <LanguageSwitch />
      <SiteTextSection slug={page} headingLevel={1} />
    </main>
  );
}

/** About, Disclaimer and Privacy Policy: editable content blocks with a default text. */
export function StaticPageRoute({ page }: { page: StaticPage }) {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <StaticPageContent page={page} />
    </LaterTexts>
  );
}
