import { z } from 'zod';
import {
  COMPANY_ROLES,
  COMPANY_STATUSES,
  NO_APPROVAL_RULES,
  PAYMENT_TERMS,
  type ApprovalRules,
} from '@/lib/model';
import { centsToDollars, dollarsOrNull } from '@/lib/selling';
import { idString, isoDateTime } from '@/lib/validation';
import type { CompanyDoc } from './store/companies-doc';
import type { InvitationDoc } from './store/invitations-doc';
import type { MemberDoc } from './store/members-doc';

const addressDtoSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string().optional(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
});

/** A company as its members and the store's admins see it. */
/** The company an order was bought for, as the order copied it (lib/model/company.ts, CompanyCopy). */
export const companyCopyDtoSchema = z.object({
  name: z.string(),
  taxId: z.string().nullable(),
  billTo: addressDtoSchema,
  shipTo: z.object({ label: z.string(), address: addressDtoSchema }).nullable(),
});

export const shipToDtoSchema = z.object({ id: idString, label: z.string(), address: addressDtoSchema });
export type ShipToDto = z.output<typeof shipToDtoSchema>;

export const approvalRulesDtoSchema = z.object({
  aboveAmount: z
    .number()
    .nullable()
    .describe('dollars: an order above this needs approval; null: no such rule'),
  moreLinesThan: z
    .number()
    .int()
    .nullable()
    .describe('an order with more lines needs approval; null: no such rule'),
  overLimit: z
    .boolean()
    .describe('an order over the buyer’s spending limit needs approval (instead of being refused)'),
  windowDays: z.number().int().describe('days an approver has before a requisition lapses'),
});
export type ApprovalRulesDto = z.output<typeof approvalRulesDtoSchema>;

export const toApprovalRulesDto = (rules: ApprovalRules = NO_APPROVAL_RULES): ApprovalRulesDto => ({
  aboveAmount: dollarsOrNull(rules.aboveCents),
  moreLinesThan: rules.moreLinesThan ?? null,
  overLimit: rules.overLimit ?? false,
  windowDays: rules.windowDays,
});

export const companyDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  taxId: z.string().nullable(),
  phone: z.string(),
  billTo: addressDtoSchema,
  shipTos: z.array(shipToDtoSchema),
  status: z.enum(COMPANY_STATUSES),
  reason: z.string().optional().describe('why it was declined or suspended'),
  appliedBy: z.string().nullable().describe('the applicant’s email; null if a store admin created it'),
  approvalRules: approvalRulesDtoSchema,
  terms: z.enum(PAYMENT_TERMS).describe('card: card only; net7 … net90 or eom: pay on account'),
  creditLimit: z.number().describe('dollars it may owe on account at most (0 without terms)'),
  taxExemption: z
    .object({ number: z.string(), expiresDay: z.string().describe('the last day it exempts (YYYY-MM-DD)') })
    .nullable()
    .describe('a tax exemption certificate on file (null: none)'),
  createdAt: isoDateTime,
});
export type CompanyDto = z.output<typeof companyDtoSchema>;

export const toCompanyDto = (doc: CompanyDoc): CompanyDto => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  taxId: doc.taxId,
  phone: doc.phone,
  billTo: doc.billTo,
  shipTos: doc.shipTos ?? [],
  status: doc.status,
  ...(doc.reason ? { reason: doc.reason } : {}),
  appliedBy: doc.appliedBy?.email ?? null,
  approvalRules: toApprovalRulesDto(doc.approvalRules),
  terms: doc.terms ?? 'card',
  creditLimit: centsToDollars(doc.creditLimitCents ?? 0),
  taxExemption: doc.taxExemption ?? null,
  createdAt: doc.createdAt.toISOString(),
});

export const memberDtoSchema = z.object({
  _id: idString,
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  shipTos: z.array(idString).describe('the ship-tos this member may use; empty: all'),
  perOrderLimit: z.number().nullable().describe('dollars; null: no limit'),
  monthlyLimit: z
    .number()
    .nullable()
    .describe('dollars per calendar month in the store’s time zone; null: no limit'),
  joinedAt: isoDateTime,
});
export type MemberDto = z.output<typeof memberDtoSchema>;

export const toMemberDto = (doc: MemberDoc): MemberDto => ({
  _id: doc._id.toHexString(),
  email: doc.email,
  name: doc.name,
  roles: doc.roles,
  shipTos: doc.shipTos ?? [],
  perOrderLimit: dollarsOrNull(doc.limits?.perOrderCents),
  monthlyLimit: dollarsOrNull(doc.limits?.perMonthCents),
  joinedAt: doc.joinedAt.toISOString(),
});

/** An open invitation (its token is never in an answer: only the mail holds it). */
export const invitationDtoSchema = z.object({
  _id: idString,
  email: z.string(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  invitedBy: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  expired: z.boolean(),
});
export type InvitationDto = z.output<typeof invitationDtoSchema>;

export const toInvitationDto = (doc: InvitationDoc, now = new Date()): InvitationDto => ({
  _id: doc._id.toHexString(),
  email: doc.email,
  roles: doc.roles,
  invitedBy: doc.invitedBy,
  createdAt: doc.createdAt.toISOString(),
  expiresAt: doc.expiresAt.toISOString(),
  expired: doc.expiresAt <= now,
});

/** The caller's own company (GET /api/company): the company, their roles, or their open application. */
export const myCompanyDtoSchema = z.object({
  company: companyDtoSchema.nullable(),
  roles: z.array(z.enum(COMPANY_ROLES)).describe('yours; empty if you are not a member'),
});
export type MyCompanyDto = z.output<typeof myCompanyDtoSchema>;

/** What an invitation link opens, shown before it is accepted. */
export const invitationPreviewDtoSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(COMPANY_ROLES)),
  hasAccount: z.boolean().describe('whether the invited address has an account (sign in) or not (sign up)'),
});
export type InvitationPreviewDto = z.output<typeof invitationPreviewDtoSchema>;
