import { subscribeToSiteChanges } from '@ghadi/api-client/public';
import { changeTouches } from '@ghadi/contracts/site-changes';

// States and countdowns move with the clock too: the page is fetched again this often (a cached answer, or 304).
const REFRESH_MS = 60_000;

const widgetIn = (root: Document): HTMLElement | null => root.getElementById('widget');

/** Fetches the widget's page again and puts its new markup in place of the old. */
async function refresh(): Promise<void> {
  const response = await fetch(window.location.href, { headers: { accept: 'text/html' } });
  if (!response.ok) return;
  const next = widgetIn(new DOMParser().parseFromString(await response.text(), 'text/html'));
  const current = widgetIn(document);
  if (next && current) current.replaceWith(next);
}

/**
 * Keeps a widget current: it is drawn again (by the server, as the page) whenever the live stream reports a
 * change of what it shows, and every minute. Only the widget's own origin is called: nothing of the page that
 * frames it is read or sent.
 */
export function keepWidgetLive(): void {
  const widget = widgetIn(document);
  if (!widget) return;
  const reads = JSON.parse(widget.dataset.reads ?? '[]') as string[];
  const again = () => void refresh().catch(() => undefined);
  subscribeToSiteChanges(
    () => Promise.resolve(widget.dataset.api ?? ''),
    (change) => {
      if (changeTouches(change, reads)) again();
    },
    widget.dataset.renderedAt,
  );
  window.setInterval(again, REFRESH_MS);
}
