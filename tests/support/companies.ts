import { randomBytes } from 'node:crypto';
import { newCustomer, signedInAdmin, type TestUser } from './auth';
import { api } from './http';
import { linkIn, mailTo, removeMail, tokenOf } from './inbox';

/** A business account's details, as its form sends them. */
export const companyDetails = (name = `Acme ${randomBytes(3).toString('hex')}`) => ({
  name,
  taxId: 'DE123456789',
  phone: '+49 30 1234567',
  line1: '1 Works Road',
  city: 'Berlin',
  postalCode: '10115',
  country: 'de',
});

export type TestCompany = { id: string; name: string; admin: TestUser };

/** A company opened the way a customer opens one: applied for, approved by a store admin. */
export async function approvedCompany(label = 'company'): Promise<TestCompany> {
  const [admin, storeAdmin] = await Promise.all([newCustomer(`${label}-admin`), signedInAdmin()]);
  const details = companyDetails();
  const applied = await api<{ _id: string }>('/api/company', {
    method: 'POST',
    cookie: admin.cookie,
    body: details,
  });
  if (applied.status !== 201)
    throw new Error(`apply failed: ${applied.status} ${JSON.stringify(applied.body)}`);
  const approved = await api(`/api/companies/${applied.body._id}`, {
    method: 'PATCH',
    cookie: storeAdmin.cookie,
    body: { decision: 'approve' },
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status}`);
  return { id: applied.body._id, name: details.name, admin };
}

/**
 * The token of the invitation mail to `email` (the mail is then deleted from the inbox). A loop,
 * not expect.poll: companies are made in beforeAll too, where expect.poll cannot run.
 */
export async function invitationToken(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  let mail = (await mailTo(email)).find((m) => m.subject.startsWith('You are invited'));
  while (!mail && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    mail = (await mailTo(email)).find((m) => m.subject.startsWith('You are invited'));
  }
  if (!mail) throw new Error(`No invitation reached ${email}`);
  await removeMail(mail.id);
  return tokenOf(linkIn(mail));
}

/**
 * A member with `roles`: an existing customer invited by the company's admin, who accepts signed in.
 */
export async function member(
  company: TestCompany,
  roles: string[],
  label = 'member',
): Promise<TestUser & { memberId: string }> {
  const user = await newCustomer(label);
  const invited = await api('/api/company/invitations', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: { email: user.email, roles },
  });
  if (invited.status !== 201)
    throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = await invitationToken(user.email);
  const accepted = await api<{ _id: string }>('/api/invitation/accept', {
    method: 'POST',
    cookie: user.cookie,
    body: { token },
    headers: { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` },
  });
  if (accepted.status !== 201)
    throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { ...user, memberId: accepted.body._id };
}
