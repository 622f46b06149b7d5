import { describe, expect, it } from 'vitest';
import { authReaction, type Screen } from '@/lib/client/auth-failure';

const signOut = (to: string) => ({ kind: 'sign-out', to });
const SHOW = { kind: 'show-error' };

describe("the browser's reaction to 401/403, per screen (docs/product.md#screens-and-routes)", () => {
  it.each<[Screen, number, object]>([
    ['manage-products', 401, signOut('/login?callbackUrl=%2Fdashboard%2Fmanageproduct')],
    ['manage-products', 403, signOut('/login?callbackUrl=%2Fdashboard%2Fmanageproduct')],
    ['manage-orders', 403, signOut('/login?callbackUrl=%2Fdashboard%2Fmanageorder')],
    ['manage-reviews', 401, signOut('/login?callbackUrl=%2Fdashboard%2Fmanagereviews')],
    ['add-product', 403, signOut('/login?callbackUrl=%2Fdashboard%2Faddproduct')],
    ['make-admin', 401, signOut('/login?callbackUrl=%2Fdashboard%2Fmakeadmin')],
    ['make-admin', 403, { kind: 'popup', title: 'Oops...', text: 'Failed to make an admin' }],
    ['my-orders', 401, signOut('/')],
    ['my-orders', 403, signOut('/')],
    ['review', 401, signOut('/login?callbackUrl=%2Fdashboard%2Freview')],
    ['review', 403, SHOW],
    ['profile', 401, signOut('/login?callbackUrl=%2Fdashboard')],
    ['purchase', 403, SHOW],
    ['public', 401, SHOW],
  ])('%s answering %i: %o', (screen, status, reaction) => {
    expect(authReaction(screen, status)).toEqual(reaction);
  });

  it('shows any other failure where it happened', () => {
    for (const status of [0, 400, 404, 409, 422, 429, 500, 503])
      expect(authReaction('manage-products', status)).toEqual(SHOW);
  });

  it("signs in again to the screen's own path when it has one, but My Orders still goes home", () => {
    expect(authReaction('purchase', 401, '/product/0123456789abcdef01234567')).toEqual(
      signOut('/login?callbackUrl=%2Fproduct%2F0123456789abcdef01234567'),
    );
    expect(authReaction('my-orders', 401, '/dashboard/order')).toEqual(signOut('/'));
  });
});
