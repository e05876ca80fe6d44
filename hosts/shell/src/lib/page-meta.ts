import { useEffect } from 'react';
import { defaultLanguage, isSiteLanguage, pathInLanguage } from '@ghadi/contracts';
import { useTexts } from './texts';

/** A page's place in the site, for search engines: the trail from the home page to it. */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page says about itself in the document head (the server writes it; see server/page-head.ts). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical path in English (sitePaths); each language writes it its own way. */
  path: string;
  /** Chart pages: the trail from the home page, ending at the page itself. */
  breadcrumbs?: Crumb[];
  /** Chart pages: the period the chart covers (`YYYY-MM` or `YYYY`), making it a Dataset. */
  temporalCoverage?: string;
  /** A game's pages: its Atom feed (an API path), named beside the site's. */
  feed?: string;
  /** A result's pages: the picture shown where the page is shared (an English path, like `path`), and its alt text. */
  image?: { path: string; alt: string };
}

function setMeta(selector: string, create: () => HTMLElement, set: (element: HTMLElement) => void): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  set(element);
}

/**
 * Keeps the title, description, canonical URL and the other languages' URLs right after navigating in the browser (in an effect:
 * no browser access during render). The server-rendered head already has them on the first load.
 */
export function usePageMeta({ title, description, path: englishPath }: PageMeta): void {
  const path = useTexts().path(englishPath);
  useEffect(() => {
    document.title = title;
    setMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (element) => element.setAttribute('content', description),
    );
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    // The public origin is the server's setting: keep the one the first page came with.
    if (canonical) canonical.href = new URL(path, canonical.href).href;
    for (const alternate of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      const language = alternate.hreflang === 'x-default' ? defaultLanguage : alternate.hreflang;
      if (isSiteLanguage(language)) alternate.href = new URL(pathInLanguage(language, englishPath), alternate.href).href;
    }
  }, [title, description, path, englishPath]);
}
