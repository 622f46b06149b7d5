import 'server-only';
import { collection } from '@/lib/db';
import type { CompanyDoc } from './companies-doc';
import type { InvitationDoc } from './invitations-doc';
import type { MemberDoc } from './members-doc';

/** lib/companies' tables: only lib/companies/store reads or writes them. */
export const companiesCollection = collection<CompanyDoc>('companies');
export const membersCollection = collection<MemberDoc>('company_members');
export const invitationsCollection = collection<InvitationDoc>('company_invitations');
