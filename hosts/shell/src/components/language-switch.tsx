import { useLocation } from 'react-router';
import { englishPathOf, otherLanguage, pathInLanguage } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';

/**
 * The page in the other language, at the top of every public page: a full page load, so each page
 * downloads only its own language's texts. The link is worded in the language it leads to. A page that
 * does not exist (`toHome`) leads to the other language's home page instead of another missing page.
 */
export function LanguageSwitch({ toHome = false }: { toHome?: boolean }) {
  const { language, t } = useTexts();
  const { pathname, search, hash } = useLocation();
  const other = otherLanguage(language);
  const href = toHome ? pathInLanguage(other, '/') : `${pathInLanguage(other, englishPathOf(pathname))}${search}${hash}`;
  return (
    <p className="language-switch">
      <a href={href} hrefLang={other} lang={other}>
        {t('layout.languageSwitch')}
      </a>
    </p>
  );
}
