import { sitePaths, type GhadiIdentity } from '@ghadi/contracts';
import { escapeHtml } from '@/lib/html-escape';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';

// A size that shows one game's row whole on a phone; the frame's width follows the host page up to it.
const FRAME = { width: 360, height: 190 };

/** The code another site copies to show a game's results of today, kept current (the widget, src/widget). */
export function EmbedSnippet({ game }: { game: GhadiIdentity }) {
  const texts = useTexts();
  const { t } = texts;
  const origin = useSiteConfig()?.publicOrigin;
  if (!origin) return null;
  const address = `${origin}${texts.path(sitePaths.widget(game.NameEn))}`;
  const title = t('widget.gameTitle', { game: texts.gameName(game) });
  const code =
    `<iframe src="${escapeHtml(address)}" title="${escapeHtml(title)}" width="${FRAME.width}" height="${FRAME.height}"` +
    ` style="border:0;max-width:100%" loading="lazy"></iframe>`;
  return (
    <details className="embed-snippet">
      <summary>{t('embed.title')}</summary>
      <p>{t('embed.hint')}</p>
      <label>
        {t('embed.code')}
        {/* Code, in any page's language: lang="en" as its keywords are, and never translated. */}
        <textarea readOnly rows={4} value={code} lang="en" translate="no" spellCheck={false} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p>
        {t('embed.board')}{' '}
        <code lang="en" translate="no">
          {origin}
          {texts.path(sitePaths.widget())}
        </code>
      </p>
    </details>
  );
}
