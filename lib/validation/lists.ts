import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/orders/states';
import { knownEmailSchema } from './email';

/** Empty query values mean "no filter" (a GET form sends every field). */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A calendar day, YYYY-MM-DD (what a date input sends), as midnight UTC of that day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-22')
  .transform((value, ctx) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: `${value} is not a date` });
      return z.NEVER;
    }
    return date;
  });

/** Words to search for: letters, digits and a few signs, never a pattern. */
const searchText = z.string().trim().max(100, 'Search for 100 characters at most');

/** Manage All Order, GET /api/allorder and the CSV export: the same filters everywhere. */
export const orderListQuerySchema = z
  .object({
    customerEmail: optional(knownEmailSchema),
    status: optional(z.enum(ORDER_STATUSES, { error: `status is one of ${ORDER_STATUSES.join(', ')}` })),
    from: optional(day),
    to: optional(day),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The date range ends before it starts',
    path: ['to'],
  })
  // `to` is the last day included: the query runs up to the start of the next day.
  .transform(({ to, ...rest }) => ({ ...rest, to: to && new Date(to.getTime() + 86_400_000) }));

export const productListQuerySchema = z.object({
  q: optional(searchText),
  low: optional(z.enum(['1'], { error: 'low is 1 or absent' })),
});

export const userListQuerySchema = z.object({ q: optional(searchText.toLowerCase()) });

export const auditListQuerySchema = z.object({
  action: optional(z.string().regex(/^[a-z]+\.[a-z_-]+$/, 'Not an audit action')),
  actor: optional(searchText.toLowerCase()),
});

export type OrderListQuery = z.output<typeof orderListQuerySchema>;
