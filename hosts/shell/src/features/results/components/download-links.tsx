import type { DownloadFormat } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';

const FORMATS: Array<[DownloadFormat, string]> = [
  ['csv', 'CSV'],
  ['json', 'JSON'],
];

export interface DownloadLinksProps {
  /** Names the links' group: `Downloads`, `Downloads of 2026`. */
  label: string;
  /** What the links download, when the page shows something else: `2026` reads `Download 2026 CSV`. */
  what?: string;
  /** The file's API path in a format. */
  pathOf: (format: DownloadFormat) => string;
}

/** Plain file links (they work without scripts); the server names the file. */
export function DownloadLinks({ label, what, pathOf }: DownloadLinksProps) {
  const apiBaseUrl = useSiteConfig()?.apiBaseUrl ?? '';
  return (
    <nav className="download-links" aria-label={label}>
      {FORMATS.map(([format, name]) => (
        <a key={format} href={`${apiBaseUrl}${pathOf(format)}`} download>
          Download {what ? `${what} ${name}` : name}
        </a>
      ))}
    </nav>
  );
}
