import { loginUrlFor } from '@/lib/auth/browser';

/** Each screen that calls our API, named for the table below. */
export type Screen =
  | 'manage-products'
  | 'categories'
  | 'add-product'
  | 'manage-orders'
  | 'manage-reviews'
  | 'make-admin'
  | 'my-orders'
  | 'quotes'
  | 'import-parts'
  | 'my-quotes'
  | 'company'
  | 'companies'
  | 'price-lists'
  | 'tax-rates'
  | 'shipping-zones'
  | 'purchase'
  | 'payment'
  | 'review'
  | 'profile'
  | 'cart'
  | 'lists'
  | 'mail'
  | 'public';

/** What the browser does when the API answers 401 or 403 on a screen. */
export type AuthReaction =
  { kind: 'sign-out'; to: string } | { kind: 'popup'; title: string; text: string } | { kind: 'show-error' };

const SHOW_ERROR: AuthReaction = { kind: 'show-error' };
const signOutTo = (to: string): AuthReaction => ({ kind: 'sign-out', to });
/** Admin screens: both statuses sign out and come back to the screen after signing in again. */
const adminScreen = (path: string) => ({
  401: signOutTo(loginUrlFor(path)),
  403: signOutTo(loginUrlFor(path)),
});
/** Customer forms: a 401 (session ended) signs out and asks to sign in again; a 403 is shown. */
const customerForm = (path: string) => ({ 401: signOutTo(loginUrlFor(path)), 403: SHOW_ERROR });

/**
 * The spec's per-screen destinations (docs/product.md#screens-and-routes, "The browser's reaction to 401
 * or 403"), in one place. Every component's calls go through lib/client/use-api.ts, which reads this.
 */
const ON_AUTH_FAILURE: Record<Screen, Record<401 | 403, AuthReaction>> = {
  'manage-products': adminScreen('/dashboard/manageproduct'),
  categories: adminScreen('/dashboard/categories'),
  'add-product': adminScreen('/dashboard/addproduct'),
  'manage-orders': adminScreen('/dashboard/manageorder'),
  'manage-reviews': adminScreen('/dashboard/managereviews'),
  quotes: adminScreen('/dashboard/quotes'),
  'import-parts': adminScreen('/dashboard/importparts'),
  mail: adminScreen('/dashboard/mail'),
  companies: adminScreen('/dashboard/companies'),
  'price-lists': adminScreen('/dashboard/pricelists'),
  'tax-rates': adminScreen('/dashboard/tax'),
  'shipping-zones': adminScreen('/dashboard/shipping'),
  'make-admin': {
    401: signOutTo(loginUrlFor('/dashboard/makeadmin')),
    403: { kind: 'popup', title: 'Oops...', text: 'Failed to make an admin' },
  },
  // My Orders: sign out, clear the token and go home.
  'my-orders': { 401: signOutTo('/'), 403: signOutTo('/') },
  purchase: { 401: signOutTo(loginUrlFor('/parts')), 403: SHOW_ERROR },
  payment: customerForm('/dashboard/order'),
  'my-quotes': customerForm('/dashboard/myquotes'),
  review: customerForm('/dashboard/review'),
  profile: customerForm('/dashboard'),
  cart: customerForm('/cart'),
  lists: customerForm('/dashboard/lists'),
  company: customerForm('/dashboard/company'),
  // Contact, sign-up, the token refresh: nobody to sign out; the error is shown where it happened.
  public: { 401: SHOW_ERROR, 403: SHOW_ERROR },
};

/** The reaction to a failed call's status on `screen`; any other status is shown where it happened. */
export function authReaction(screen: Screen, status: number, returnTo?: string): AuthReaction {
  if (status !== 401 && status !== 403) return SHOW_ERROR;
  const reaction = ON_AUTH_FAILURE[screen][status];
  // A screen under a path of its own (a part's purchase page) comes back there after signing in.
  if (returnTo && reaction.kind === 'sign-out' && reaction.to !== '/')
    return signOutTo(loginUrlFor(returnTo));
  return reaction;
}
