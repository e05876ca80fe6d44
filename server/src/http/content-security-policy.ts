import { createHash } from 'node:crypto';
import { PAGE_SCRIPT } from '@ghadi/contracts';
import type { AppConfig } from '../config/env';

/** The policies of HTML pages: the site's, which no one may frame, and the widget's, which anyone may. */
export interface PagePolicies {
  page: string;
  widget: string;
}

// The policies and HSTS that protectiveHeaders (security-headers.ts) gives each answer.

// JSON, scripts and styles are never documents: nothing in them may load or run anything.
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
/**
 * The shell's service worker (/sw.js) runs under the policy of its own script: it fetches this origin's
 * pages, reads and files for its caches, and shows this origin's icon on notifications; nothing else.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'";
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origins of absolute URLs among the remote and API locations, which pages must be allowed to reach. */
export function externalOrigins(config: AppConfig): string[] {
  const { apiBaseUrl, remotes } = config.runtimeConfig;
  const origins = new Set<string>();
  for (const location of [apiBaseUrl, ...Object.values(remotes)]) {
    if (/^https?:\/\//i.test(location)) origins.add(new URL(location).origin);
  }
  return [...origins];
}

/**
 * The hash source of the pages' one inline script (contracts' PAGE_SCRIPT, which the pages' template holds as
 * is): it themes the page before its first paint, so it cannot wait for a file. Allowing it by hash keeps
 * every other inline script, and any injected one, blocked.
 */
export const PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/**
 * The policy of the site's pages: scripts, styles and data only from here and the configured remote
 * origins (and the one inline script, by its hash), no plugins, no <base>, no framing. Inline styles stay allowed because admins' HTML content
 * blocks may carry style attributes (the sanitizer has already removed any that load URLs). The widget's
 * is the same but for framing, which any site may do: that is what it is for.
 */
export function documentPolicies(config: AppConfig): PagePolicies {
  const allowed = ["'self'", ...externalOrigins(config)].join(' ');
  const policy = (frameAncestors: string) => [
    "default-src 'self'",
    `script-src ${allowed} ${PAGE_SCRIPT_SOURCE}`,
    `style-src ${allowed} 'unsafe-inline'`,
    `connect-src ${allowed}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return { page: policy("'none'"), widget: policy('*') };
}
