import type { Caller } from './caller';

/**
 * Who may do what, in one place: features and guards ask `can` instead of comparing roles and
 * emails themselves. Company accounts (issue 34) add their roles here, and a resource's company
 * beside its buyer, without touching the features that ask.
 */

/** What belongs to a buyer: an order, a quote, a profile, their reviews (by the buyer's email). */
export type Owned = { customerEmail: string };

/** The store itself: its catalog, every customer's orders and quotes, its mail, its audit log. */
export const STORE = { store: true } as const;
type Store = typeof STORE;

/**
 * - `see`: see it (someone else's is a 404, so ids cannot be probed) and act on it as its buyer may;
 * - `pay`: pay for it (its buyer alone: paying is never done for someone else);
 * - `administer`: run the store (the admin screens and routes).
 */
export type Action = 'see' | 'pay' | 'administer';

const runsTheStore = (actor: Caller) => actor.role === 'admin';

/** Whether `actor` may do `action` to `resource`. */
export function can(actor: Caller, action: 'administer', resource: Store): boolean;
export function can(actor: Caller, action: Exclude<Action, 'administer'>, resource: Owned): boolean;
export function can(actor: Caller, action: Action, resource: Owned | Store): boolean {
  const ownsIt = 'customerEmail' in resource && resource.customerEmail === actor.email;
  switch (action) {
    case 'see':
      return ownsIt || runsTheStore(actor);
    case 'pay':
      return ownsIt;
    case 'administer':
      return runsTheStore(actor);
  }
}
