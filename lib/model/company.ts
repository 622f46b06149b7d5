/**
 * Company accounts (issue 34), as every layer and the browser share them: the roles a member may
 * hold and what each lets them do. A member holds one or more; a user belongs to at most one
 * company. lib/companies keeps the members; lib/model/policy.ts answers with these.
 */

export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'finance'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  approver: 'Approver',
  finance: 'Finance',
};

/** What a company's roles let a member do, beyond what every buyer may do with their own. */
export const COMPANY_ACTIONS = {
  /** Members, invitations, locations, limits and rules. */
  'run-company': ['admin'],
  /** Every order, quote and shared list of the company, not only their own. */
  'see-company': ['admin', 'approver', 'finance'],
  /** Approve or reject a requisition. */
  approve: ['admin', 'approver'],
  /** The company's invoices, and paying them. */
  'pay-company': ['finance'],
  /** The company's account: its statements (issue 35). */
  'see-account': ['admin', 'finance'],
  /** Carts and checkout for the company. */
  buy: ['buyer'],
  /** A saved list shared with the company: every member reads it, exports it and puts it in their cart. */
  'use-shared': ['admin', 'buyer', 'approver', 'finance'],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyAction = keyof typeof COMPANY_ACTIONS;

export const COMPANY_STATUSES = ['applied', 'active', 'declined', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  applied: 'Applied',
  active: 'Active',
  declined: 'Declined',
  suspended: 'Suspended',
};

/** The caller's place in a company, read on every request (a removed member loses it at once). */
export type Membership = { companyId: string; companyName: string; roles: CompanyRole[] };

/** A postal address as an invoice prints it. */
export type Address = {
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** A postcode as shipping zones and tax tables compare it: upper case, without spaces or dashes. */
export const postcodeKey = (postcode: string) => postcode.toUpperCase().replace(/[\s-]/g, '');

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** One of a company's ship-to addresses (its `id` names it in checkout and in a buyer's limits). */
export type ShipTo = { id: string; label: string; address: Address };

/** Ship-to addresses one company keeps. */
export const MAX_SHIP_TOS = 50;

/**
 * The company an order or quote was bought for, copied when it was placed: editing or deleting a
 * location never changes a past order, invoice or credit note.
 */
export type CompanyCopy = {
  name: string;
  taxId: string | null;
  billTo: Address;
  shipTo: { label: string; address: Address } | null;
};

/** An address as a letter prints it: street lines, then postal code and city, region, country. */
export const addressLines = (address: Address): string[] =>
  [
    address.line1,
    address.line2,
    `${address.postalCode} ${address.city}`,
    address.region,
    address.country,
  ].filter((line): line is string => Boolean(line));

/** An address on one line, as a table or a select shows it. */
export const addressLine = (address: Address) => addressLines(address).join(', ');

/** A stored copy as it is shown: without the company's id (the policy's business, never in an answer). */
export const companyCopyOf = ({ name, taxId, billTo, shipTo }: CompanyCopy): CompanyCopy => ({
  name,
  taxId,
  billTo,
  shipTo,
});

/**
 * What one member may spend (integer cents; unset: no limit): per order, and per calendar month
 * in the store's time zone (STORE_TIME_ZONE). Spent = their placed, not cancelled orders for the
 * company since the month began, less what was refunded (lib/orders/spending.ts).
 */
export type SpendingLimits = { perOrderCents?: number; perMonthCents?: number };
