import { useState, type MouseEvent } from 'react';
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
 * the result page's address. Share hands it to the phone's share sheet where there is one (Web Share API);
 * elsewhere, or before the page's code has arrived, it opens on WhatsApp, Telegram and copy-link.
 * noreferrer: the messengers learn nothing of the page the link was shared from.
 */
export function ShareResult({ game, date, result, corrected }: ShareResultProps) {
  const texts = useTexts();
  const { t } = texts;
  const [copied, setCopied] = useState(false);
  const url = `${useSiteConfig()?.publicOrigin ?? ''}${texts.path(sitePaths.gameDate(game.NameEn, date))}`;
  const text = t(corrected ? 'share.corrected' : 'share.declared', { game: texts.gameName(game), date: drawDateText(date, texts.language), result });
  const links = shareLinksOf(text, url);
  const shareSheet = (event: MouseEvent) => {
    // Not every browser has a share sheet (desktop Linux, older phones): the links are for those.
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    // Dismissing the sheet rejects: nothing to tell anyone.
    navigator.share({ text, url }).catch(() => undefined);
  };
  const copy = () => void navigator.clipboard.writeText(url).then(() => setCopied(true));
  return (
    <details className="share" id="share">
      <summary className="button" onClick={shareSheet}>
        {t('share.label')}
      </summary>
      <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      <a href={links.telegram} target="_blank" rel="noopener noreferrer">
        Telegram
      </a>
      <button type="button" className="button" onClick={copy} aria-live="polite">
        {t(copied ? 'share.copied' : 'share.copy')}
      </button>
    </details>
  );
}
