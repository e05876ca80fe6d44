import type { DownloadFormat } from '@ghadi/contracts';
import { useSiteConfig } from '@/lib/runtime-config';
import { useTexts } from '@/lib/texts';

const FORMATS: Array<[DownloadFormat, string]> = [
  ['csv', 'CSV'],
  ['json', 'JSON'],
];

export interface DownloadLinksProps {
  /** Names the links' group: `Downloads`, `Downloads of 2026`. */
  label: string;
  /** The year the links download, when the page shows something else: `2026` reads `Download 2026 CSV`. */
  year?: number;
  /** The file's API path in a format. */
  pathOf: (format: DownloadFormat) => string;
}

/** Plain file links (they work without scripts); the server names the file. */
export function DownloadLinks({ label, year, pathOf }: DownloadLinksProps) {
  const { t } = useTexts();
  const apiBaseUrl = useSiteConfig()?.apiBaseUrl ?? '';
  return (
    <nav className="download-links" aria-label={label}>
      {FORMATS.map(([format, name]) => (
        <a key={format} href={`${apiBaseUrl}${pathOf(format)}`} download>
          {year === undefined ? t('chart.download', { format: name }) : t('chart.downloadOf', { year, format: name })}
        </a>
      ))}
    </nav>
  );
}
