import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import type { PageLoad, PageOutcome } from '@/lib/page-load';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import { useTexts, type Texts } from '@/lib/texts';

// A 404 gets no canonical URL (server/page-head.ts), so its path is only where its links lead.
export const notFoundMeta = ({ t }: Texts): PageMeta => ({
  title: t('notFound.title'),
  description: t('notFound.description'),
  path: paths.home.getHref(),
});

/** A 404 for any address no page answers, or a chart address naming an impossible month. */
export const notFoundOutcome = (texts: Texts): PageOutcome => ({ meta: notFoundMeta(texts), status: 404 });

export const load: PageLoad = async ({ laterTexts }) => notFoundOutcome(laterTexts(laterPageTexts));

function NotFoundContent() {
  const texts = useTexts();
  const meta = notFoundMeta(texts);
  // Without its own title the tab would keep the title of whichever page the visitor came from.
  usePageMeta(meta);
  return (
    <main>
      <LanguageSwitch toHome />
      <h1>{meta.title}</h1>
      <p>
        <Link to={texts.path(paths.home.getHref())}>{texts.t('common.backToChart')}</Link>
      </p>
    </main>
  );
}

export function NotFoundPage() {
  return (
    <LaterTexts catalogs={laterPageTexts}>
      <NotFoundContent />
    </LaterTexts>
  );
}
