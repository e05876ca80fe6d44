import { ContentBlocksPanel } from '@/features/content-blocks/components/content-blocks-panel';

export function ContentBlocksRoute() {
  return (
    <>
      <h2>Content Blocks</h2>
      <ContentBlocksPanel />
    </>
  );
}
