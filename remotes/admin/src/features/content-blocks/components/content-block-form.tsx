import { useState } from 'react';
import { BLOG_SECTION_SLUG, siteContentSlugs, type ContentBlock } from '@ghadi/contracts';
import { errorMessage } from '@ghadi/api-client';
import { Alert, TextField } from '@ghadi/ui';
import { CheckboxField } from '@/components/checkbox-field';
import { FormCard } from '@/components/form-card';
import { TextAreaField } from '@/components/text-area-field';
import { useCreateContentBlock } from '@/features/content-blocks/api/create-content-block';
import { useUpdateContentBlock } from '@/features/content-blocks/api/update-content-block';
import {
  checkContentBlockForm,
  contentBlockFormValues,
  type ContentBlockFormErrors,
} from '@/features/content-blocks/utils/content-block-form';
import { HtmlPreview } from './html-preview';
import { useRuleText, useTexts, withCode } from '@/lib/texts';

/** The public pages read blocks by fixed slugs; an admin who does not know them writes blocks no one sees. */
function SiteSlugsHint() {
  const { t } = useTexts();
  return (
    <p className="field-hint">
      {t('content.slugsHint')}{' '}
      {[...siteContentSlugs, BLOG_SECTION_SLUG].map((slug, index) => (
        <span key={slug}>
          {index > 0 && ', '}
          <code>{slug}</code>
        </span>
      ))}{' '}
      {withCode(t('content.blogHint', { slug: BLOG_SECTION_SLUG }))}
    </p>
  );
}

interface ContentBlockFormProps {
  block: ContentBlock | null;
  /** After a successful save; the form is back in add mode. */
  onSaved: (message: string) => void;
  /** Cancel: back to add mode. */
  onCancel: () => void;
}

/** Adds a content block, or edits `block`, with a live preview of its HTML. */
export function ContentBlockForm({ block, onSaved, onCancel }: ContentBlockFormProps) {
  const { t } = useTexts();
  const ruleText = useRuleText();
  const [values, setValues] = useState(() => contentBlockFormValues(block));
  const [errors, setErrors] = useState<ContentBlockFormErrors>({});
  const create = useCreateContentBlock();
  const update = useUpdateContentBlock();
  const save = block ? update : create;

  function clear() {
    setValues(contentBlockFormValues(null));
    setErrors({});
    create.reset();
    update.reset();
  }

  function submit() {
    const checked = checkContentBlockForm(values);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    const saved = (message: string) => () => {
      clear();
      onSaved(message);
    };
    if (block) update.mutate({ id: block.id, input: checked.body }, { onSuccess: saved(t('content.updated')) });
    else create.mutate(checked.body, { onSuccess: saved(t('content.added')) });
  }

  const set = <K extends keyof typeof values>(name: K) => (value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <FormCard
      title={block ? t('content.editTitle') : t('content.addTitle')}
      editing={block !== null}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={() => {
        clear();
        onCancel();
      }}
      failure={save.isError && <Alert tone="error">{errorMessage(save.error, t('content.saveFailed'))}</Alert>}
    >
      <TextField label={t('content.title')} autoComplete="off" autoFocus={block !== null} value={values.Title} onChange={set('Title')} error={ruleText(errors.Title)} />
      <TextField
        label={t('content.slug')}
        placeholder={t('content.slugPlaceholder')}
        autoComplete="off"
        value={values.Slug}
        onChange={set('Slug')}
        error={ruleText(errors.Slug)}
      />
      <SiteSlugsHint />
      <TextAreaField label={t('content.content')} value={values.Content} onChange={set('Content')} error={ruleText(errors.Content)} />
      {values.Content.trim() && <HtmlPreview html={values.Content} />}
      <CheckboxField label={t('content.active')} checked={values.isActive} onChange={set('isActive')} />
    </FormCard>
  );
}
