import { z } from 'zod';
import { COMPANY_ROLES, COMPANY_STATUSES, PAYMENT_TERMS, REQUISITION_STATUSES } from '@/lib/model';
import { nameSchema, passwordSchema } from './auth';
import { emailSchema, knownEmailSchema } from './email';
import { calendarDay } from './calendar-day';
import { dollarAmount } from './money';
import { idString } from './dto-fields';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is Required` })
    .trim()
    .min(1, `${label} is Required`)
    .max(max, `${label} is too long (${max} characters at most)`);

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .optional()
    .transform((value) => value || undefined);

/** ISO 3166-1 alpha-2, kept upper case. */
export const countryCode = z
  .string({ error: 'Country is Required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Country is a two-letter code (US, DE, JP)');

/** A postal address as its form sends it. */
const addressFields = {
  line1: required('Address', 200),
  line2: optional('Address line 2', 200),
  city: required('City', 100),
  postalCode: required('Postal code', 20),
  region: optional('Region', 100),
  country: countryCode,
};

/**
 * A business account's details, flat as its form sends them (the bill-to address in fields of
 * its own): the company's name, an optional tax id, the bill-to address and a phone.
 */
export const companyDetailsSchema = z.object({
  name: required('Company name', 120),
  taxId: optional('Tax id', 40),
  phone: required('Phone', 30).regex(
    /^\+?[\d\s().-]{6,30}$/,
    'Enter a phone number (digits, spaces, + - ( ) only)',
  ),
  ...addressFields,
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;

/** Store admins create a company for an existing customer, who becomes its first admin. */
export const companyCreateSchema = companyDetailsSchema.extend({ adminEmail: knownEmailSchema });

/** Roles as a list: at least one, each once. */
export const companyRolesSchema = z
  .array(z.enum(COMPANY_ROLES, { error: `A role is one of ${COMPANY_ROLES.join(', ')}` }), {
    error: 'Choose at least one role',
  })
  .min(1, 'Choose at least one role')
  .max(COMPANY_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

/** A store admin decides an application, suspends or reinstates a company; declining and suspending say why. */
/** PUT /api/companies/{id}/terms (store admins): how it may pay, and its credit limit in dollars. */
export const companyTermsSchema = z.object({
  terms: z.enum(PAYMENT_TERMS, { error: `terms is one of ${PAYMENT_TERMS.join(', ')}` }),
  creditLimit: z
    .number({ error: 'Credit limit must be a number of dollars' })
    .min(0, 'Credit limit cannot be negative')
    .max(100_000_000, 'Credit limit is too large')
    .refine(
      (dollars) => Math.round(dollars * 100) / 100 === dollars,
      'Credit limit has at most two decimals (cents)',
    ),
});

/** PUT /api/companies/{id}/tax-exemption (store admins, issue 36): a certificate on file, or null to remove it. */
export const taxExemptionSchema = z.object({
  certificate: z
    .object({
      number: required('Certificate number', 60),
      expiresDay: calendarDay('Expires'),
    })
    .nullable(),
});

/** POST /api/companies/{id}/payments (store admins): a bank transfer received from the company. */
export const bankTransferSchema = z.object({
  amount: dollarAmount('Amount'),
  valueDate: calendarDay('Value date'),
  reference: z
    .string({ error: 'Reference is Required' })
    .trim()
    .min(1, 'Reference is Required')
    .max(140, 'Reference is at most 140 characters'),
  /** Applied to this invoice first ("INV-000123" or 123); none: oldest due first. */
  invoice: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .union([z.number(), z.string()])
      .transform((value, ctx) => {
        const match = /^\s*(?:INV-?)?0*(\d{1,12})\s*$/i.exec(String(value));
        if (match && Number(match[1]) > 0) return Number(match[1]);
        ctx.addIssue({ code: 'custom', message: 'Invoice is an invoice number (INV-000123)' });
        return z.NEVER;
      })
      .optional(),
  ),
});

/** GET /api/company/statement: the company's account for these store days (both included). */
/** POST /api/companies/{id}/payments/reversals (store admins): a payment booked by mistake, undone. */
export const paymentReversalSchema = z.object({
  reference: z
    .string({ error: 'Reference is Required' })
    .trim()
    .min(1, 'Reference is Required')
    .max(140, 'Reference is at most 140 characters'),
  reason: z
    .string({ error: 'Reason is Required' })
    .trim()
    .min(1, 'Reason is Required')
    .max(500, 'Reason is at most 500 characters'),
});

export const statementQuerySchema = z
  .object({
    from: calendarDay('from'),
    to: calendarDay('to'),
    format: z.enum(['csv', 'pdf'], { error: 'format is csv or pdf' }).default('csv'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to is on or after from' });

export const companyDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'decline', 'suspend', 'reinstate'], {
      error: 'decision is one of approve, decline, suspend, reinstate',
    }),
    reason: optional('Reason', 500),
  })
  .refine((body) => !['decline', 'suspend'].includes(body.decision) || body.reason, {
    path: ['reason'],
    message: 'Say why (the company is told)',
  });

/** GET /api/companies: by status. */
export const companyListQuerySchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  /** Names containing these letters, any case (the price list form's company search). */
  q: z.string().trim().max(120, 'q is at most 120 characters').optional(),
});

/** A store admin adds an existing customer to a company. */
export const companyMemberAddSchema = z.object({ email: knownEmailSchema, roles: companyRolesSchema });

const shipToId = z
  .string()
  .regex(/^[a-f\d]{24}$/i, 'Choose one of the company’s ship-to addresses')
  .toLowerCase();

/** A company admin changes a member's roles and, optionally, limits them to some ship-tos (empty: all). */
export const companyMemberRolesSchema = z.object({
  roles: companyRolesSchema,
  shipTos: z
    .array(shipToId)
    .max(50)
    .optional()
    .describe('ship-to ids this member may send to; empty or absent: all'),
  /** Dollars; null: no limit; absent: unchanged. */
  perOrderLimit: dollarAmount('Limit per order').nullable().optional(),
  monthlyLimit: dollarAmount('Monthly limit').nullable().optional(),
});

/** A company admin's approval rules: which orders need an approver (null or false: no such rule). */
export const approvalRulesSchema = z.object({
  aboveAmount: dollarAmount('Amount').nullable(),
  moreLinesThan: z
    .number({ error: 'Lines must be a whole number' })
    .int('Lines must be a whole number')
    .min(0, 'Lines cannot be negative')
    .max(10_000, 'Lines is too large')
    .nullable(),
  overLimit: z.boolean({ error: 'Over the limit must be true or false' }),
  windowDays: z
    .number({ error: 'Days must be a whole number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be 1 to 30')
    .max(30, 'Days must be 1 to 30'),
});

/** Requisitions (GET /api/company/requisitions): by status, and only your own (`mine=true`). */
export const requisitionQuerySchema = z.object({
  status: z.enum(REQUISITION_STATUSES, { error: 'Unknown status' }).optional(),
  mine: z
    .enum(['true', 'false'], { error: 'mine is true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** An approver rejects a requisition: the reason is mailed to the buyer. */
export const requisitionRejectSchema = z.object({ reason: required('Reason', 500) });

/** An approver approves a requisition, optionally without some of its lines (short of stock). */
export const requisitionApproveSchema = z.object({
  leaveOut: z.array(idString).max(1000).optional().describe('part ids of lines to place without'),
});

/** A ship-to address of the company, with a label its buyers choose it by ("Plant 2, Dock B"). */
export const shipToSchema = z.object({ label: required('Label', 60), ...addressFields });

/** An address in a customer's address book (issue 36), made their default when `isDefault`. */
export const savedAddressSchema = shipToSchema.extend({ isDefault: z.boolean().default(false) });

/** Checkout for a company member: which ship-to (absent: the first they may use). */
export const shipToChoiceSchema = shipToId.optional();

/** A company admin invites someone by email. */
export const companyInviteSchema = z.object({ email: emailSchema, roles: companyRolesSchema });

const invitationToken = z
  .string({ error: 'The link is not complete: open it from the email again' })
  .regex(/^[\w-]{43}$/, 'The link is not complete: open it from the email again');

/** The invitation link's page: what the token opens. */
export const invitationTokenSchema = z.object({ token: invitationToken });

/**
 * Accepting an invitation: signed in under the invited address, the token alone; without an
 * account, a name and a password too (the account is made for the invited address).
 */
export const invitationAcceptSchema = z.object({
  token: invitationToken,
  name: nameSchema.optional(),
  password: passwordSchema.optional(),
});
