import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedIn, signedInAdmin, type TestUser } from '../support/auth';
import {
  approvedCompany,
  companyDetails,
  invitationToken,
  member,
  type TestCompany,
} from '../support/companies';
import { api } from '../support/http';
import { mailTo, waitForMail } from '../support/inbox';

// Company accounts (issue 34): a customer applies, a store admin approves; the company's admin
// invites people by email (a single-use link stored hashed, good for 7 days, re-sent or revoked);
// roles change; a company always keeps an admin; a removed member loses company access on their
// next request; each change is audited.

const fromSomewhere = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });
const accept = (body: Record<string, unknown>, cookie?: string) =>
  api<{ _id?: string; error?: string }>('/api/invitation/accept', {
    method: 'POST',
    body,
    cookie,
    headers: fromSomewhere(),
  });
const preview = (token: string) =>
  api<{ companyName?: string; email?: string; roles?: string[]; hasAccount?: boolean; error?: string }>(
    '/api/invitation',
    { method: 'POST', body: { token }, headers: fromSomewhere() },
  );
const invite = (company: TestCompany, email: string, roles: string[]) =>
  api<{ _id: string; error?: string }>('/api/company/invitations', {
    method: 'POST',
    cookie: company.admin.cookie,
    body: { email, roles },
  });

let storeAdmin: TestUser;

beforeAll(async () => {
  storeAdmin = await signedInAdmin();
});

describe('applying for a business account', () => {
  it('is decided by a store admin: the applicant is mailed and becomes the company admin', async () => {
    const applicant = await newCustomer('applicant');
    const details = companyDetails();
    const applied = await api<{ _id: string; status: string; billTo: { country: string } }>('/api/company', {
      method: 'POST',
      cookie: applicant.cookie,
      body: details,
    });
    expect(applied.status).toBe(201);
    expect(applied.body.status).toBe('applied');
    expect(applied.body.billTo.country).toBe('DE');
    // One application at a time.
    const again = await api('/api/company', { method: 'POST', cookie: applicant.cookie, body: details });
    expect(again.status).toBe(409);
    // Waiting: no company access yet.
    expect((await api('/api/company/members', { cookie: applicant.cookie })).status).toBe(404);

    const waiting = await api<{ _id: string }[]>('/api/companies?status=applied&limit=100', {
      cookie: storeAdmin.cookie,
    });
    expect(waiting.body.map((c) => c._id)).toContain(applied.body._id);
    expect((await api('/api/companies', { cookie: applicant.cookie })).status).toBe(403);

    const approved = await api<{ status: string }>(`/api/companies/${applied.body._id}`, {
      method: 'PATCH',
      cookie: storeAdmin.cookie,
      body: { decision: 'approve' },
    });
    expect(approved.body.status).toBe('active');
    const [mail] = await waitForMail(applicant.email);
    expect(mail!.subject).toBe(`Your business account for ${details.name} is open`);
    const mine = await api<{ company: { name: string }; roles: string[] }>('/api/company', {
      cookie: applicant.cookie,
    });
    expect(mine.body).toMatchObject({ company: { name: details.name }, roles: ['admin', 'buyer'] });
    // Decided once.
    const twice = await api(`/api/companies/${applied.body._id}`, {
      method: 'PATCH',
      cookie: storeAdmin.cookie,
      body: { decision: 'decline', reason: 'late' },
    });
    expect(twice.status).toBe(409);
  });

  it('is declined with a reason the applicant is mailed; declining without one is refused', async () => {
    const applicant = await newCustomer('declined');
    const applied = await api<{ _id: string }>('/api/company', {
      method: 'POST',
      cookie: applicant.cookie,
      body: companyDetails(),
    });
    const bare = await api<{ fields: Record<string, string> }>(`/api/companies/${applied.body._id}`, {
      method: 'PATCH',
      cookie: storeAdmin.cookie,
      body: { decision: 'decline' },
    });
    expect(bare.status).toBe(422);
    expect(bare.body.fields.reason).toBe('Say why (the company is told)');
    await api(`/api/companies/${applied.body._id}`, {
      method: 'PATCH',
      cookie: storeAdmin.cookie,
      body: { decision: 'decline', reason: 'We could not verify the tax id.' },
    });
    const [mail] = await waitForMail(applicant.email);
    expect(mail!.text).toContain('The reason: We could not verify the tax id.');
    expect(
      (await api<{ company: null }>('/api/company', { cookie: applicant.cookie })).body.company,
    ).toBeNull();
  });
});

describe('invitations', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await approvedCompany('inviting');
  });

  it('lets someone without an account sign up from the link and join with the invited roles, once', async () => {
    const email = `invitee-${randomBytes(4).toString('hex')}@example.com`;
    expect((await invite(company, email, ['buyer'])).status).toBe(201);
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe(`You are invited to buy for ${company.name} on Partsmith`);
    expect(mail!.text).toMatch(/\/invitation#token=[\w-]{43}/);
    const token = await invitationToken(email);
    // Stored hashed: the database holds no token that opens the invitation.
    const stored = await withAppDb((db) => db.collection('company_invitations').findOne({ email }));
    expect(stored?.tokenHash).toMatch(/^[a-f\d]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await preview(token)).body).toEqual({
      companyName: company.name,
      email,
      roles: ['buyer'],
      hasAccount: false,
    });
    const noPassword = await accept({ token });
    expect(noPassword.status).toBe(422);
    const joined = await accept({ token, name: 'Ivy Invitee', password: 'invited-pass-1' });
    expect(joined.status).toBe(201);
    const ivy = await signedIn(email, 'invited-pass-1');
    const mine = await api<{ roles: string[] }>('/api/company', { cookie: ivy.cookie });
    expect(mine.body.roles).toEqual(['buyer']);
    // The link came to the address: it counts as confirmed.
    const user = await withAppDb((db) => db.collection('users').findOne({ email }));
    expect(user?.emailVerified).toBeTruthy();
    // Once only.
    expect((await accept({ token, name: 'Again', password: 'invited-pass-1' })).status).toBe(422);
    expect((await preview(token)).status).toBe(422);
  });

  it('refuses accepting while signed in under another address, and an address already invited', async () => {
    const invitee = await newCustomer('invitee');
    const stranger = await newCustomer('stranger');
    await invite(company, invitee.email, ['approver']);
    expect((await invite(company, invitee.email, ['buyer'])).status).toBe(409);
    const token = await invitationToken(invitee.email);
    expect((await preview(token)).body.hasAccount).toBe(true);
    const wrong = await accept({ token }, stranger.cookie);
    expect(wrong.status).toBe(403);
    // Without a session, an existing account must sign in first.
    expect((await accept({ token, name: 'X', password: 'whatever-1' })).status).toBe(409);
    expect((await accept({ token }, invitee.cookie)).status).toBe(201);
    expect((await api<{ roles: string[] }>('/api/company', { cookie: invitee.cookie })).body.roles).toEqual([
      'approver',
    ]);
  });

  it('re-sends with a new link (the old one stops working), revokes, and lets a link expire', async () => {
    const email = `resent-${randomBytes(4).toString('hex')}@example.com`;
    const invited = await invite(company, email, ['finance']);
    const first = await invitationToken(email);
    const resent = await api(`/api/company/invitations/${invited.body._id}/resend`, {
      method: 'POST',
      cookie: company.admin.cookie,
    });
    expect(resent.status).toBe(200);
    const second = await invitationToken(email);
    expect((await preview(first)).status).toBe(422);
    expect((await preview(second)).status).toBe(200);

    const revoked = await api(`/api/company/invitations/${invited.body._id}`, {
      method: 'DELETE',
      cookie: company.admin.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await preview(second)).status).toBe(422);

    const late = `late-${randomBytes(4).toString('hex')}@example.com`;
    await invite(company, late, ['buyer']);
    const lateToken = await invitationToken(late);
    await withAppDb((db) =>
      db
        .collection('company_invitations')
        .updateOne({ email: late }, { $set: { expiresAt: new Date(Date.now() - 1000) } }),
    );
    const expired = await preview(lateToken);
    expect(expired.status).toBe(422);
    expect(expired.body.error).toBe(
      'This invitation has expired, was revoked or was already used. Ask for a new one.',
    );
    // An expired one can be re-sent, and the new link works.
    const stale = await withAppDb((db) => db.collection('company_invitations').findOne({ email: late }));
    await api(`/api/company/invitations/${stale!._id.toHexString()}/resend`, {
      method: 'POST',
      cookie: company.admin.cookie,
    });
    expect((await preview(await invitationToken(late))).status).toBe(200);
  });
});

describe('members', () => {
  it('always keeps an admin, even when two admins remove each other at once', async () => {
    const company = await approvedCompany('admins');
    const second = await member(company, ['admin', 'buyer'], 'second-admin');
    const members = await api<{ _id: string; email: string }[]>('/api/company/members', {
      cookie: company.admin.cookie,
    });
    const first = members.body.find((m) => m.email === company.admin.email)!;
    const [a, b] = await Promise.all([
      api(`/api/company/members/${second.memberId}`, { method: 'DELETE', cookie: company.admin.cookie }),
      api(`/api/company/members/${first._id}`, { method: 'DELETE', cookie: second.cookie }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const left = await withAppDb((db) =>
      db
        .collection('company_members')
        .countDocuments({ roles: 'admin', email: { $in: [company.admin.email, second.email] } }),
    );
    expect(left).toBe(1);
  });

  it('refuses taking the admin role from the last admin; a role change and a removal are audited', async () => {
    const company = await approvedCompany('roles');
    const members = await api<{ _id: string }[]>('/api/company/members', { cookie: company.admin.cookie });
    const self = members.body[0]!._id;
    const last = await api<{ error: string }>(`/api/company/members/${self}`, {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: { roles: ['buyer'] },
    });
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('A company always keeps an admin: make someone else an admin first.');

    const buyer = await member(company, ['buyer'], 'promoted');
    const changed = await api<{ roles: string[] }>(`/api/company/members/${buyer.memberId}`, {
      method: 'PATCH',
      cookie: company.admin.cookie,
      body: { roles: ['buyer', 'approver', 'buyer'] },
    });
    expect(changed.body.roles).toEqual(['buyer', 'approver']);
    // A removed member loses company access on their next request, with the same session.
    expect((await api('/api/company/members', { cookie: buyer.cookie })).status).toBe(200);
    await api(`/api/company/members/${buyer.memberId}`, { method: 'DELETE', cookie: company.admin.cookie });
    expect((await api('/api/company/members', { cookie: buyer.cookie })).status).toBe(404);
    expect((await api<{ company: null }>('/api/company', { cookie: buyer.cookie })).body.company).toBeNull();

    const audit = await api<{ action: string; target: string }[]>(
      `/api/audit?target=${encodeURIComponent(buyer.email)}`,
      {
        cookie: storeAdmin.cookie,
      },
    );
    expect(audit.body.map((entry) => entry.action).sort()).toEqual([
      'company.invite',
      'company.join',
      'company.remove',
      'company.roles',
    ]);
  });

  it('are cut off while their company is suspended, and back when it is reinstated', async () => {
    const company = await approvedCompany('suspended');
    const patch = (body: object) =>
      api<{ status: string }>(`/api/companies/${company.id}`, {
        method: 'PATCH',
        cookie: storeAdmin.cookie,
        body,
      });
    expect((await patch({ decision: 'suspend', reason: 'Unpaid invoices' })).body.status).toBe('suspended');
    expect((await api('/api/company/members', { cookie: company.admin.cookie })).status).toBe(404);
    expect((await patch({ decision: 'reinstate' })).body.status).toBe('active');
    expect((await api('/api/company/members', { cookie: company.admin.cookie })).status).toBe(200);
  });

  it('a store admin opens a company for a customer and adds another; a user is in one company at most', async () => {
    const [first, second] = await Promise.all([newCustomer('opened'), newCustomer('added')]);
    const created = await api<{ _id: string; status: string }>('/api/companies', {
      method: 'POST',
      cookie: storeAdmin.cookie,
      body: { ...companyDetails(), adminEmail: first.email },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    const added = await api(`/api/companies/${created.body._id}/members`, {
      method: 'POST',
      cookie: storeAdmin.cookie,
      body: { email: second.email, roles: ['finance'] },
    });
    expect(added.status).toBe(201);
    const listed = await api<{ email: string; roles: string[] }[]>(
      `/api/companies/${created.body._id}/members`,
      {
        cookie: storeAdmin.cookie,
      },
    );
    expect(listed.body.map((m) => [m.email, m.roles])).toEqual([
      [first.email, ['admin', 'buyer']],
      [second.email, ['finance']],
    ]);
    // Already in one: not in two, not applying for another.
    const other = await approvedCompany('other');
    const twice = await api(`/api/companies/${other.id}/members`, {
      method: 'POST',
      cookie: storeAdmin.cookie,
      body: { email: second.email, roles: ['buyer'] },
    });
    expect(twice.status).toBe(409);
    expect(
      (await api('/api/company', { method: 'POST', cookie: second.cookie, body: companyDetails() })).status,
    ).toBe(409);
    expect(await mailTo(second.email)).toEqual([]);
  });
});
