import './zod-jitless';
import { z } from './zod-mini';

/** The envelopes of API answers. Built with zod/mini: the public site's first visit parses them. */
export const listResponse = <T extends z.core.SomeType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });

const count = (min: number) => z.int().check(z.minimum(min));

/** A page of a list that grows without bound; `total` counts every match, not just this page. */
export const pagedResponse = <T extends z.core.SomeType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: count(0),
    page: count(1),
    pageSize: count(1),
  });

export const itemResponse = <T extends z.core.SomeType>(item: T) =>
  z.object({ success: z.literal(true), data: item, message: z.optional(z.string()) });

export const countResponseSchema = z.object({ success: z.literal(true), count: count(0) });
export type CountResponse = z.infer<typeof countResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
