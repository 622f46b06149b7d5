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
  /** Carts and checkout for the company. */
  buy: ['buyer'],
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

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
