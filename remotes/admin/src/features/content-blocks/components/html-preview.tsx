import { useId } from 'react';
import { errorMessage } from '@ghadi/api-client';
import { useContentPreview } from '@/features/content-blocks/api/preview-content-block';
import { useTexts } from '@/lib/texts';

/**
 * The block's HTML as the public will see it: the server cleans it by the rule it applies to a saved block
 * (there is no second sanitizer here), so colours, alignment and sizes show exactly as they will.
 */
export function HtmlPreview({ html }: { html: string }) {
  const { t } = useTexts();
  const titleId = useId();
  const preview = useContentPreview(html);
  return (
    <section className="html-preview" aria-labelledby={titleId} aria-busy={preview.isFetching}>
      <h4 id={titleId}>{t('content.preview')}</h4>
      {preview.isFetching && <p className="field-hint">{t('content.previewUpdating')}</p>}
      {/* Not an alert: a preview that cannot be made does not stop the admin from saving. */}
      {preview.isError ? (
        <p className="field-error">{errorMessage(preview.error, t('content.previewFailed'))}</p>
      ) : (
        <div className="html-preview-body" data-testid="content-preview" dangerouslySetInnerHTML={{ __html: preview.data ?? '' }} />
      )}
    </section>
  );
}
