import '../api/zod-jitless';
import { z } from '../api/zod';

export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(100, 'Slug must be at most 100 characters')
  .regex(/^[a-z0-9-]+$/, 'Slug may contain only lower-case letters, digits and dashes');

export const CONTENT_MAX_LENGTH = 100_000;

/** Add or edit a content block: Title, Slug and Content required. */
export const contentBlockInputSchema = z.strictObject({
  Title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  Slug: slugSchema,
  Content: z
    .string({ error: 'Content is required' })
    .trim()
    .min(1, 'Content is required')
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH} characters`),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type ContentBlockInput = z.input<typeof contentBlockInputSchema>;

/** HTML to preview: the Content of a block not saved yet. */
export const contentPreviewRequestSchema = contentBlockInputSchema.pick({ Content: true });
export type ContentPreviewRequest = z.input<typeof contentPreviewRequestSchema>;

export const slugParamsSchema = z.strictObject({ slug: slugSchema });
