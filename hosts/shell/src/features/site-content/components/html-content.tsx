import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { languageOfPath } from '@ghadi/contracts';
import { useTexts } from '@/lib/texts';
import type { ServerSanitizedHtml } from '@/lib/server-sanitized-html';

/**
 * Renders a content block's HTML, sanitized by the server. Links to this site stay inside the app instead of
 * reloading the page, unless they lead to a page in another language (which loads its own texts).
 */
export function HtmlContent({ html, className }: { html: ServerSanitizedHtml; className?: string }) {
  const navigate = useNavigate();
  const { language } = useTexts();
  function followInternalLinks(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || languageOfPath(url.pathname) !== language) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }
  return <div className={className} onClick={followInternalLinks} dangerouslySetInnerHTML={{ __html: html }} />;
}
