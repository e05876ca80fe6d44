import { ghadiInputSchema, type Ghadi, type GhadiInput } from '@ghadi/contracts';
import { fieldErrors } from '@/lib/field-errors';

export type GhadiFormValues = Record<keyof GhadiInput, string>;
export type GhadiField = keyof GhadiFormValues;
export type GhadiFormErrors = Partial<Record<GhadiField, string>>;

export function ghadiFormValues(ghadi: Ghadi | null): GhadiFormValues {
  return {
    NameEn: ghadi?.NameEn ?? '',
    NameHn: ghadi?.NameHn ?? '',
    RTime: ghadi?.RTime ?? '',
    OrderId: ghadi ? String(ghadi.OrderId) : '',
  };
}

/** The request body, checked by the contract the server uses: all four required, Order ID numeric. */
export function checkGhadiForm(values: GhadiFormValues): { body: GhadiInput; errors?: undefined } | { body?: undefined; errors: GhadiFormErrors } {
  const parsed = ghadiInputSchema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<GhadiField>(parsed.error) };
}
