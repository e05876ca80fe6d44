import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderedPage, RenderPage } from '@ghadi/contracts';

/** An HTML page of the shell's build cut where a rendered page puts its head and its body (shared/webpack-config/index.html). */
interface PageTemplate {
  beforeHead: string;
  betweenHeadAndBody: string;
  afterBody: string;
}

export interface ShellRenderer {
  render: RenderPage;
  /**
   * index.html, around every page; widget.html, with the widget's own script and styles, around the widget's
   * (undefined in a shell built before the widget: then there is none).
   */
  templates: { site: PageTemplate; widget: PageTemplate | undefined };
}

// The widget's page, built beside index.html from the same template with the widget's entry only.
const WIDGET_HTML = 'widget.html';

const REGIONS = /^([\s\S]*)<!--page-head-->[\s\S]*<!--\/page-head-->([\s\S]*)<!--page-body-->[\s\S]*<!--\/page-body-->([\s\S]*)$/;

function parseTemplate(html: string): PageTemplate | undefined {
  const match = REGIONS.exec(html);
  return match ? { beforeHead: match[1] ?? '', betweenHeadAndBody: match[2] ?? '', afterBody: match[3] ?? '' } : undefined;
}

/** A page's HTML: its template, in the page's language, around the rendered head and body. */
export function pageHtml({ templates }: ShellRenderer, { language, head, body, template: which }: Extract<RenderedPage, { kind: 'page' }>): string {
  const template = (which === 'widget' && templates.widget) || templates.site;
  const beforeHead = template.beforeHead.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  return `${beforeHead}${head}${template.betweenHeadAndBody}${body}${template.afterBody}`;
}

/** The deployed shell: its index.html (the client-only page), and its server renderer when it is built. */
export interface DeployedShell {
  indexHtml: string;
  renderer: ShellRenderer | undefined;
}

interface Loaded {
  shell: DeployedShell;
  /** The index.html's modification time when loaded: a redeployed shell is picked up without a restart. */
  version: number;
}

/**
 * The one reader of the shell's files: its browser build's index.html (sent as is for the back offices, and
 * cut into the template of rendered pages) and its server build, loaded again when the index.html changes (a
 * redeploy: its scripts' hashed names change with it). Undefined while the shell is not built; without the
 * server build, public pages go out as the client-only shell, as before server rendering.
 */
export function deployedShellLoader(shellDist: string, rendererFile: string, warn: (message: string) => void): () => DeployedShell | undefined {
  const indexFile = path.join(shellDist, 'index.html');
  let loaded: Loaded | undefined;
  return () => {
    let version: number;
    let indexHtml: string;
    try {
      version = statSync(indexFile).mtimeMs;
      if (loaded?.version === version) return loaded.shell;
      indexHtml = readFileSync(indexFile, 'utf8');
    } catch {
      return undefined;
    }
    loaded = { shell: { indexHtml, renderer: load(indexFile, indexHtml, rendererFile, warn) }, version };
    return loaded.shell;
  };
}

function readWidgetHtml(indexFile: string): string {
  try {
    return readFileSync(path.join(path.dirname(indexFile), WIDGET_HTML), 'utf8');
  } catch {
    return '';
  }
}

function load(indexFile: string, indexHtml: string, rendererFile: string, warn: (message: string) => void): ShellRenderer | undefined {
  const site = parseTemplate(indexHtml);
  if (!site) {
    warn(`${indexFile} has no page-head/page-body markers: public pages are not server-rendered`);
    return undefined;
  }
  const widget = parseTemplate(readWidgetHtml(indexFile));
  if (!widget) warn(`${WIDGET_HTML} is missing beside ${indexFile}: the widget's pages answer 404`);
  try {
    const requireBundle = createRequire(rendererFile);
    delete requireBundle.cache[rendererFile];
    const bundle = requireBundle(rendererFile) as { renderPage?: RenderPage };
    if (typeof bundle.renderPage !== 'function') throw new Error('it exports no renderPage');
    return { render: bundle.renderPage, templates: { site, widget } };
  } catch (error) {
    warn(`Public pages are not server-rendered: cannot load ${rendererFile} (${(error as Error).message}); build the shell`);
    return undefined;
  }
}
