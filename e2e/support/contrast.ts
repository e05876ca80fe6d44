import type { Page } from '@playwright/test';

/** An element whose text is drawn with too little contrast against what is behind it. */
export interface ContrastFailure {
  text: string;
  color: string;
  background: string;
  ratio: number;
  required: number;
}

/**
 * WCAG 2.x AA contrast of every visible text on the page (text nodes, links, buttons, form controls), from
 * the colours the browser computed: the text's colour against the backgrounds behind it, composited from
 * the element up to the page. A background image or gradient behind text cannot be judged from colours:
 * it counts as a failure, so nobody adds one unnoticed.
 */
export function contrastFailures(page: Page): Promise<ContrastFailure[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const channel = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
      return [channel(0), channel(1), channel(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba): number => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    /** What is painted behind `element`, or undefined when an image or gradient is. */
    const backgroundOf = (element: Element): Rgba | undefined => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return undefined;
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const visible = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 1 && rect.height > 1 && style.visibility === 'visible' && Number(style.opacity) > 0 && !element.closest('[aria-hidden="true"]');
    };
    const hasOwnText = (element: Element): boolean =>
      [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
    const candidates = [...document.querySelectorAll('body *')].filter(
      (element) => (hasOwnText(element) || element.matches('input:not([type=hidden]), select, textarea')) && visible(element),
    );
    const failures: ContrastFailure[] = [];
    for (const element of candidates) {
      const style = getComputedStyle(element);
      const background = backgroundOf(element);
      const text = (hasOwnText(element) ? element.textContent : (element as HTMLInputElement).value || element.getAttribute('aria-label'))?.trim().slice(0, 60) ?? '';
      if (!background) {
        failures.push({ text, color: style.color, background: 'an image or gradient', ratio: 0, required: 4.5 });
        continue;
      }
      const colour = over(parse(style.color), background);
      const [lighter, darker] = [luminance(colour), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      if (ratio < required) failures.push({ text, color: style.color, background: `rgba(${background.map((c) => Math.round(c)).join(', ')})`, ratio, required });
    }
    return failures;
  });
}
