import { z } from 'zod';
import { ORDER_STATUSES, AUDIT_ACTIONS, parseOrderLabel } from '@/lib/model';
import { knownEmailSchema } from './email';

/** Empty query values mean "no filter" (a GET form sends every field). */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Marked so the OpenAPI document says an empty value is accepted (lib/openapi/operation.ts). */
export const BLANK_IS_ABSENT = 'blankIsAbsent';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()).meta({ [BLANK_IS_ABSENT]: true });

/** A calendar day, YYYY-MM-DD (what a date input sends), as midnight UTC of that day. */
const day = z.iso
  .date({ error: 'Dates look like 2026-11-22' })
  .transform((value) => new Date(`${value}T00:00:00.000Z`));

/** Words to search for: letters, digits and a few signs, never a pattern. */
const searchText = z.string().trim().max(100, 'Search for 100 characters at most');

/** An order's number as a person types it (SO-000123, so-123, 123), as the number it is. */
const orderNumber = z
  .string()
  .max(20, 'Order numbers look like SO-000123')
  .transform((text, context) => {
    const number = parseOrderLabel(text);
    if (number === null) context.addIssue({ code: 'custom', message: 'Order numbers look like SO-000123' });
    return number ?? 0;
  });

/** An order by its number (My Orders, Manage All Order): empty is no filter. */
export const orderNumberFilter = optional(orderNumber);

/** Manage All Order, GET /api/allorder and the CSV export: the same filters everywhere. */
export const orderListFiltersSchema = z.object({
  number: orderNumberFilter,
  customerEmail: optional(knownEmailSchema),
  status: optional(z.enum(ORDER_STATUSES, { error: `status is one of ${ORDER_STATUSES.join(', ')}` })),
  from: optional(day),
  to: optional(day),
});

export const orderListQuerySchema = orderListFiltersSchema
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The date range ends before it starts',
    path: ['to'],
  })
  // `to` is the last day included: the query runs up to the start of the next day.
  .transform(({ to, ...rest }) => ({ ...rest, to: to && new Date(to.getTime() + 86_400_000) }));

export const productListQuerySchema = z.object({
  q: optional(searchText),
  low: optional(z.enum(['1'], { error: 'low is 1 or absent' })),
  /** Only the parts without a shipping weight (issue 36: weight-based shipping skips carts holding them). */
  noWeight: optional(z.enum(['1'], { error: 'noWeight is 1 or absent' })),
});

export const userListQuerySchema = z.object({ q: optional(searchText.toLowerCase()) });

export const auditListQuerySchema = z.object({
  action: optional(z.enum(AUDIT_ACTIONS, { error: 'Not an audit action' })),
  actor: optional(searchText.toLowerCase()),
  /** What an action was done to: an order or part id, or an email (exactly). */
  target: optional(searchText.toLowerCase()),
});

export type OrderListQuery = z.output<typeof orderListQuerySchema>;
