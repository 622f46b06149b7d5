import type { Id } from '@/lib/db';
import type { Address, ApprovalRules, CompanyStatus, PaymentTerms, ShipTo } from '@/lib/model';

/**
 * A company buying from the store (issue 34), as typed (lib/companies/). It starts as a
 * customer's application (`applied`) or is created `active` by a store admin. Its people are in
 * `company_members`, its invitations in `company_invitations`.
 */
export type CompanyDoc = {
  _id: Id;
  name: string;
  taxId: string | null;
  billTo: Address;
  phone: string;
  /** Where its orders may go; checkout takes the first a buyer may use unless they choose. */
  shipTos: ShipTo[];
  status: CompanyStatus;
  /** How it may pay (store admins set it; issue 35); unset: card only. Issued invoices keep their own. */
  terms?: PaymentTerms;
  /** What it may owe on account at most, in cents (open invoices and orders not yet invoiced). */
  creditLimitCents?: number;
  /** A tax exemption certificate on file (issue 36; store admins): exempt through its last day. */
  taxExemption?: { number: string; expiresDay: string };
  /** Which orders need an approver's sign-off (its admin sets them); unset: none. */
  approvalRules?: ApprovalRules;
  /** Who applied for it (they become its first admin when it is approved); null when an admin created it. */
  appliedBy: { userId: Id; email: string; name: string | null } | null;
  createdAt: Date;
  decidedAt?: Date;
  /** Why an application was declined or a company suspended: told to the applicant. */
  reason?: string;
};
