import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PAGE_PICTURE_SIZE } from '@ghadi/contracts';
import { escapeXml } from '../../lib/xml';

/** What a page's picture shows, every text already in the page's language. */
export interface PictureContent {
  siteName: string;
  game: string;
  date: string;
  /** The result, drawn large; null when there is none (then `state` is). */
  number: string | null;
  /** Declared 05:00 PM, Corrected 06:30 PM (was 42), Upcoming, Holiday... */
  state: string;
}

// The site's colours (the web app manifest's theme colour).
const BACKGROUND = '#8a1538';
const TEXT = '#ffffff';
const NUMBER = '#ffd166';
// Noto Sans Devanagari has Latin too: one family draws both languages.
const FONT_FAMILY = 'Noto Sans Devanagari';
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = ['400Regular/NotoSansDevanagari_400Regular.ttf', '700Bold/NotoSansDevanagari_700Bold.ttf'];

/**
 * sharp draws SVG text with librsvg and Pango, which shape Devanagari (conjuncts, the i-matra before its
 * consonant) with HarfBuzz, from the fonts fontconfig finds. Those are the fonts of an npm package, named in
 * a fontconfig file of our own, so the pictures look the same on any machine, a slim image without a font or
 * a fontconfig file included. fontconfig reads FONTCONFIG_FILE once, when sharp first draws text: so sharp is
 * loaded after it is set.
 */
async function loadSharp(): Promise<typeof import('sharp')> {
  const fonts = dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
  const config = mkdtempSync(join(tmpdir(), 'ghadi-fonts-'));
  writeFileSync(
    join(config, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      ...FONT_FILES.map((file) => `  <dir>${escapeXml(dirname(join(fonts, file)))}</dir>`),
      `  <cachedir>${escapeXml(join(config, 'cache'))}</cachedir>`,
      '</fontconfig>',
    ].join('\n'),
  );
  // fontconfig looks at its files again as it runs: they stay until the process ends.
  process.once('exit', () => rmSync(config, { recursive: true, force: true }));
  process.env.FONTCONFIG_FILE = join(config, 'fonts.conf');
  const sharp = (await import('sharp')).default;
  // Each picture is drawn once per change and kept by the caller: libvips's own cache would only hold memory.
  sharp.cache(false);
  // Where process.env is not the C library's environment (a test runner's sandbox), fontconfig has loaded
  // the system's configuration instead: libvips's text operation adds a font file to whichever it loaded.
  for (const file of FONT_FILES) await sharp({ text: { text: '.', font: FONT_FAMILY, fontfile: join(fonts, file) } }).png().toBuffer();
  return sharp;
}

let sharpLoaded: ReturnType<typeof loadSharp> | undefined;

/** A line of text, no wider than `width` at its size: long texts are drawn smaller (about 0.6 em a character). */
function fittedSize(text: string, largest: number, width: number): number {
  return Math.max(28, Math.min(largest, Math.floor(width / (0.6 * Math.max(1, [...text].length)))));
}

/** The picture as SVG: the site's name, the game, the date, then the number large and its state below. */
function pictureSvg({ siteName, game, date, number, state }: PictureContent): string {
  const { width, height } = PAGE_PICTURE_SIZE;
  const text = (x: number, y: number, size: number, content: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(content)}</text>`;
  const lines = [
    text(80, 110, fittedSize(siteName, 40, width - 160), siteName, ' opacity="0.85"'),
    text(80, 230, fittedSize(game, 88, width - 160), game, ' font-weight="700"'),
    text(80, 310, 48, date),
    ...(number === null
      ? [text(80, 500, fittedSize(state, 96, width - 160), state, ` font-weight="700" fill="${NUMBER}"`)]
      : [text(80, 530, fittedSize(number, 220, width - 160), number, ` font-weight="700" fill="${NUMBER}"`), text(80, 590, fittedSize(state, 40, width - 160), state)]),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`,
    `<g font-family="${FONT_FAMILY}" fill="${TEXT}">`,
    ...lines,
    '</g>',
    '</svg>',
  ].join('\n');
}

/** The picture as a PNG of PAGE_PICTURE_SIZE. */
export async function drawPicture(content: PictureContent): Promise<Buffer> {
  const sharp = await (sharpLoaded ??= loadSharp());
  return sharp(Buffer.from(pictureSvg(content))).png().toBuffer();
}
