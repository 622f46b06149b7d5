import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { ADMIN, newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { mailTo, type InboxMail } from '../support/inbox';

// The contact form told visitors "Your message has been sent. We will reply within one business
// day" and kept the message where nobody looked. Now each message is mailed to the store's inbox
// through the outbox (CONTACT_EMAIL; unset in test runs, so the admin's address) and listed for
// admins (GET /api/contact, the Messages screen).

const STORE = ADMIN.email;

type Message = { _id: string; name: string; email: string; message: string; createdAt: string };

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInAdmin(), newCustomer('contact')]);
});

/** The form's POST, from a client address of its own (the form allows 5 per address in 10 minutes). */
const send = (body: { name: string; email: string; message: string }) =>
  api('/api/contact', {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` },
  });

/** The store's one mail whose text holds `marker`, once it has arrived. */
async function storeMailWith(marker: string): Promise<InboxMail> {
  let found: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailTo(STORE)).filter((mail) => mail.text.includes(marker));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return found[0]!;
}

describe('a contact message', () => {
  it("is mailed to the store once, the visitor's words only as its text, and a reply goes to the visitor", async () => {
    const marker = randomBytes(6).toString('hex');
    const visitor = {
      name: 'Cheap bearings at https://spam.example',
      email: `ada-${marker}@example.com`,
      message: `Can you machine custom bores?\nDrawing ${marker}\n<a href="https://evil.example">click</a>`,
    };
    expect((await send(visitor)).status).toBe(201);

    const mail = await storeMailWith(marker);
    expect(mail.to.map((to) => to.address)).toEqual([STORE]);
    // The inbox's parsed headers leave addresses out: the message as sent says where a reply goes.
    const source = await (await fetch(`${inject('inboxURL')}/api/email/${mail.id}/source`)).text();
    expect(source).toMatch(new RegExp(`^Reply-To: ${visitor.email}\\r?$`, 'mi'));
    expect(mail.subject).toBe(`Contact form: a message from ${visitor.email}`);
    // The greeting is the store's, never the name the visitor typed.
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    for (const line of [`Name: ${visitor.name}`, 'Can you machine custom bores?', `Drawing ${marker}`])
      expect(mail.text).toContain(line);
    // Their markup is text; the one link is the store's own Messages screen.
    expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;');
    expect([...mail.html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      `${baseURL()}/dashboard/messages`,
    ]);

    // Kept, and recorded in the outbox once, under the message's own id.
    const stored = await withAppDb((db) => db.collection('messages').findOne({ email: visitor.email }));
    expect(stored).toMatchObject({ name: visitor.name, message: visitor.message });
    const outbox = await withAppDb((db) =>
      db
        .collection<{ _id: string }>('outbox')
        .find({ _id: `contact:${stored!._id.toHexString()}` })
        .toArray(),
    );
    expect(outbox).toHaveLength(1);
  });
});

describe('GET /api/contact', () => {
  it('lists the messages for admins, newest first, whole, and paged', async () => {
    const marker = randomBytes(6).toString('hex');
    const long = `${'A long enquiry about bores and tolerances. '.repeat(40)}End ${marker}.`;
    for (const n of [1, 2, 3])
      expect(
        (
          await send({
            name: `Writer ${n}`,
            email: `writer${n}-${marker}@example.com`,
            message: `${n}: ${long}`,
          })
        ).status,
      ).toBe(201);

    const page = await api<Message[]>('/api/contact?limit=100', { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const mine = page.body.filter((message) => message.email.endsWith(`-${marker}@example.com`));
    expect(mine.map((message) => message.name)).toEqual(['Writer 3', 'Writer 2', 'Writer 1']);
    expect(mine[0]).toEqual({
      _id: expect.stringMatching(/^[a-f\d]{24}$/),
      name: 'Writer 3',
      email: `writer3-${marker}@example.com`,
      message: `3: ${long}`.trim(),
      createdAt: expect.any(String),
    });

    const first = await api<Message[]>('/api/contact?limit=2', { cookie: admin.cookie });
    expect(first.body).toHaveLength(2);
    expect(Number(first.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(first.headers.get('link')).toContain('rel="next"');
  });

  it('is for admins only', async () => {
    expect((await api('/api/contact')).status).toBe(401);
    expect((await api('/api/contact', { cookie: customer.cookie })).status).toBe(403);
  });
});
