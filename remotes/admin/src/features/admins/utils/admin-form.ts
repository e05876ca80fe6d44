import { adminCreateRequestSchema, adminUpdateRequestSchema, type AdminCreateRequest, type AdminUpdateRequest } from '@ghadi/contracts';
import { fieldErrors } from '@/lib/field-errors';

export interface AdminFormValues {
  UserName: string;
  Password: string;
}
export type AdminField = keyof AdminFormValues;
export type AdminFormErrors = Partial<Record<AdminField, string>>;

export const emptyAdminForm: AdminFormValues = { UserName: '', Password: '' };

type Checked<Body> = { body: Body; errors?: undefined } | { body?: undefined; errors: AdminFormErrors };

/** A new admin's body, checked by the contract the server uses: a name and a password under the site's rule. */
export function checkNewAdmin(values: AdminFormValues): Checked<AdminCreateRequest> {
  const parsed = adminCreateRequestSchema.safeParse(values);
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<AdminField>(parsed.error) };
}

/** A password reset's body: only the new password, which must meet the same rule. */
export function checkPasswordReset(values: AdminFormValues): Checked<AdminUpdateRequest> {
  const parsed = adminUpdateRequestSchema.safeParse({ Password: values.Password });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<AdminField>(parsed.error) };
}
