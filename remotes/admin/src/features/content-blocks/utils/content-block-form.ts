import { contentBlockInputSchema, type ContentBlock, type ContentBlockInput } from '@ghadi/contracts';
import { fieldErrors } from '@/lib/field-errors';

export interface ContentBlockFormValues {
  Title: string;
  Slug: string;
  Content: string;
  isActive: boolean;
}
export type ContentBlockField = keyof ContentBlockFormValues;
export type ContentBlockFormErrors = Partial<Record<ContentBlockField, string>>;

/** Add mode starts empty and active (a new block is active unless unticked). */
export function contentBlockFormValues(block: ContentBlock | null): ContentBlockFormValues {
  return { Title: block?.Title ?? '', Slug: block?.Slug ?? '', Content: block?.Content ?? '', isActive: block?.isActive ?? true };
}

/** The request body, checked by the contract the server uses: Title, Slug and Content required. */
export function checkContentBlockForm(
  values: ContentBlockFormValues,
): { body: ContentBlockInput; errors?: undefined } | { body?: undefined; errors: ContentBlockFormErrors } {
  const parsed = contentBlockInputSchema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<ContentBlockField>(parsed.error) };
}
