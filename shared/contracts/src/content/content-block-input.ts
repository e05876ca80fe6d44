import '../api/zod-jitless';
import { formRule } from '../api/form-rules';
import { z } from '../api/zod';

export const slugSchema = z
  .string({ error: formRule('required', 'slug') })
  .trim()
  .min(1, formRule('required', 'slug'))
  .max(100, formRule('maxChars', 'slug', 100))
  .regex(/^[a-z0-9-]+$/, formRule('slugChars', 'slug'));

export const CONTENT_MAX_LENGTH = 100_000;

/** Add or edit a content block: Title, Slug and Content required. */
export const contentBlockInputSchema = z.strictObject({
  Title: z
    .string({ error: formRule('required', 'title') })
    .trim()
    .min(1, formRule('required', 'title'))
    .max(200, formRule('maxChars', 'title', 200)),
  Slug: slugSchema,
  Content: z
    .string({ error: formRule('required', 'content') })
    .trim()
    .min(1, formRule('required', 'content'))
    .max(CONTENT_MAX_LENGTH, formRule('maxChars', 'content', CONTENT_MAX_LENGTH)),
  isActive: z.boolean({ error: formRule('trueOrFalse', 'isActive') }).default(true),
});
export type ContentBlockInput = z.input<typeof contentBlockInputSchema>;

/** HTML to preview: the Content of a block not saved yet. */
export const contentPreviewRequestSchema = contentBlockInputSchema.pick({ Content: true });
export type ContentPreviewRequest = z.input<typeof contentPreviewRequestSchema>;

export const slugParamsSchema = z.strictObject({ slug: slugSchema });
