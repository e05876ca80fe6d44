import { useId, useMemo } from 'react';
import { sanitizeHtml } from '@/features/content-blocks/utils/sanitize-html';

/** The block's HTML as the public will see it, cleaned before it touches the page. */
export function HtmlPreview({ html }: { html: string }) {
  const titleId = useId();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section className="html-preview" aria-labelledby={titleId}>
      <h4 id={titleId}>Preview</h4>
      <div className="html-preview-body" data-testid="content-preview" dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
