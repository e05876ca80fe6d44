import { drawDateText, sitePaths } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';
import { shareLinksOf } from '../utils/share-links';

export interface ShareResultProps {
  game: { NameEn: string; NameHn: string };
  /** The draw date, `YYYY-MM-DD`: the shared address is its result page. */
  date: string;
  result: string;
  corrected: boolean;
}

/**
 * Shares a published result: a message in the page's language that says declared or corrected and ends with
 * the result page's address. Plain markup: the page's inline script (contracts' PAGE_SCRIPT) hands it to the
 * phone's share sheet where there is one and copies the link; elsewhere the block opens on its links.
 * noreferrer: the messengers learn nothing of the page the link was shared from.
 */
export function ShareResult({ game, date, result, corrected }: ShareResultProps) {
  const texts = useTexts();
  const { t } = texts;
  const url = `${useSiteConfig()?.publicOrigin ?? ''}${texts.path(sitePaths.gameDate(game.NameEn, date))}`;
  const text = t(corrected ? 'share.corrected' : 'share.declared', { game: texts.gameName(game), date: drawDateText(date, texts.language), result });
  const links = shareLinksOf(text, url);
  return (
    <details className="share" data-share-url={url} data-share-text={text}>
      <summary className="button">{t('share.label')}</summary>
      <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      <a href={links.telegram} target="_blank" rel="noopener noreferrer">
        Telegram
      </a>
      <button type="button" className="button" data-copy={url} data-done={t('share.copied')} aria-live="polite">
        {t('share.copy')}
      </button>
    </details>
  );
}
