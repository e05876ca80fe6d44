import { ContentBlocksPanel } from '@/features/content-blocks/components/content-blocks-panel';
import { useTexts } from '@/lib/texts';

export function ContentBlocksRoute() {
  const { t } = useTexts();
  return (
    <>
      <h2>{t('nav.contentBlocks')}</h2>
      <ContentBlocksPanel />
    </>
  );
}
