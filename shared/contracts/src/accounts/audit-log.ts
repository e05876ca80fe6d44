import '../api/zod-jitless';
import { z } from '../api/zod';
import { pageQuerySchema } from '../api/common';
import { pagedResponse } from '../api/responses';

/** A change made by an admin, as GET /api/audit-log lists it, newest first. */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  User_Id: z.number().int(),
  UserName: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  status: z.number().int(),
  ip: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true });
export const auditLogResponseSchema = pagedResponse(auditLogEntrySchema);
