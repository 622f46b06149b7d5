import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type TestUser } from '../support/auth';
import { api } from '../support/http';

type Review = { _id: string; name: string; rating: number; customerFeedback: string; verifiedBuyer: boolean };

let carol: TestUser;
let dave: TestUser;

beforeAll(async () => {
  [carol, dave] = await Promise.all([newCustomer('carol'), newCustomer('dave')]);
});

const post = (user: TestUser | null, body: unknown, id = user?.email ?? 'x') =>
  api<Review & { error: string }>(`/api/review/${id}`, { method: 'POST', cookie: user?.cookie, body });

describe('POST /api/review/{id}', () => {
  it("stores the review under the session's author, whatever the body claims", async () => {
    const { status, body } = await post(
      carol,
      { rating: 4, customerFeedback: 'Solid gears.', email: dave.email, name: 'Dave' },
      dave.email,
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Test carol',
      rating: 4,
      customerFeedback: 'Solid gears.',
      verifiedBuyer: false,
    });
    const mine = await api<Review[]>(`/api/review?email=${carol.email}`, { cookie: carol.cookie });
    expect(mine.body.map((r) => r._id)).toEqual([body._id]);
    expect((await api<Review[]>(`/api/review?email=${dave.email}`, { cookie: dave.cookie })).body).toEqual(
      [],
    );
    expect((await api(`/api/review?email=${carol.email}`, { cookie: dave.cookie })).status).toBe(403);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await post(null, { rating: 5, customerFeedback: 'Great' })).status).toBe(401);
  });

  it.each([0, 6, 3.5, '5', null])('refuses rating %j with a clear 422', async (rating) => {
    const { status, body } = await post(carol, { rating, customerFeedback: 'Fine' });
    expect(status).toBe(422);
    expect(body.error).toBe('Please choose a rating from 1 to 5 stars');
  });

  it('requires feedback and caps its length', async () => {
    expect((await post(carol, { rating: 5, customerFeedback: '   ' })).body.error).toBe(
      'Feedback is Required',
    );
    expect((await post(carol, { rating: 5, customerFeedback: 'x'.repeat(1001) })).body.error).toBe(
      'Feedback is too long (1000 characters at most)',
    );
  });

  it('keeps markup as text: it is stored as typed and rendered escaped', async () => {
    const feedback = '<img src=x onerror=alert(1)> great';
    const { body } = await post(dave, { rating: 5, customerFeedback: feedback });
    expect(body.customerFeedback).toBe(feedback);
    const home = await api<string>('/');
    expect(home.body).not.toContain('<img src=x onerror');
    expect(home.body).toContain('&lt;img src=x onerror=alert(1)&gt; great');
  });
});

describe('one review per customer', () => {
  it('a second review replaces the first, shown under the account name, and posting is rate-limited', async () => {
    const erin = await newCustomer('erin');
    const first = await post(erin, { rating: 2, customerFeedback: 'Late delivery.' });
    const second = await post(erin, {
      rating: 5,
      customerFeedback: 'Sorted out, great service.',
      name: 'Somebody else',
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ _id: first.body._id, name: 'Test erin', rating: 5 });
    const mine = await api<Review[]>(`/api/review?email=${erin.email}`, { cookie: erin.cookie });
    expect(mine.body.map((r) => r.customerFeedback)).toEqual(['Sorted out, great service.']);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(erin, { rating: 4, customerFeedback: `Again ${i}` })),
    );
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(3);
  });
});

describe('Manage Reviews', () => {
  it('admins hide, show and delete a review, audited; customers get 403; hidden ones are not public', async () => {
    const { signedInAdmin } = await import('../support/auth');
    const { withAppDb } = await import('../support/app-db');
    const admin = await signedInAdmin();
    const frank = await newCustomer('frank');
    const { body: review } = await post(frank, { rating: 1, customerFeedback: 'Spam spam spam' });
    const publicIds = async () => (await api<Review[]>('/api/review')).body.map((r) => r._id);
    expect(await publicIds()).toContain(review._id);

    expect(
      (
        await api(`/api/reviews/${review._id}`, {
          method: 'PATCH',
          cookie: frank.cookie,
          body: { hidden: true },
        })
      ).status,
    ).toBe(403);
    expect((await api('/api/reviews', { cookie: frank.cookie })).status).toBe(403);
    const hidden = await api(`/api/reviews/${review._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { hidden: true },
    });
    expect(hidden.body).toEqual({ hidden: true });
    expect(await publicIds()).not.toContain(review._id);
    expect((await api<string>('/')).body).not.toContain('Spam spam spam');
    const listed = await api<{ _id: string; hidden: boolean; email: string }[]>('/api/reviews?limit=100', {
      cookie: admin.cookie,
    });
    expect(listed.body.find((r) => r._id === review._id)).toMatchObject({ hidden: true, email: frank.email });

    expect((await api(`/api/reviews/${review._id}`, { method: 'DELETE', cookie: frank.cookie })).status).toBe(
      403,
    );
    expect(
      (await api(`/api/reviews/${review._id}`, { method: 'DELETE', cookie: admin.cookie })).body,
    ).toEqual({ deletedCount: 1 });
    expect((await api(`/api/reviews/${review._id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(
      404,
    );
    const actions = await withAppDb((db) =>
      db
        .collection('audit')
        .find({ target: review._id })
        .sort({ at: 1 })
        .map((e) => e.action)
        .toArray(),
    );
    expect(actions).toEqual(['review.hide', 'review.delete']);
  });

  it('a hidden review stays hidden when its author posts again; the new text waits for an admin', async () => {
    const { signedInAdmin } = await import('../support/auth');
    const admin = await signedInAdmin();
    const gina = await newCustomer('gina');
    const { body: review } = await post(gina, { rating: 1, customerFeedback: 'Buy from elsewhere!!' });
    await api(`/api/reviews/${review._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { hidden: true },
    });
    const again = await post(gina, { rating: 2, customerFeedback: 'Still angry' });
    expect(again.status).toBe(201);
    const publicTexts = (await api<Review[]>('/api/review?limit=100')).body.map((r) => r.customerFeedback);
    expect(publicTexts).not.toContain('Still angry');
    expect((await api<string>('/')).body).not.toContain('Still angry');
    const listed = await api<{ _id: string; hidden: boolean; customerFeedback: string }[]>(
      '/api/reviews?limit=100',
      { cookie: admin.cookie },
    );
    expect(listed.body.find((r) => r._id === review._id)).toMatchObject({
      hidden: true,
      customerFeedback: 'Still angry',
    });
  });
});
