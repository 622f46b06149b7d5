/** Why the open-order cap refuses another order: the error's code and the customer's words. */
export type CapRefusal = { code: 'invalid'; message: string };

/**
 * Whether a customer who holds `open` unpaid orders (those holding stock, and those being placed)
 * may take another under a cap of `max` (null: they may). Reaching the cap refuses: `max` open is
 * the most anyone holds. ./order-slot.ts counts under the customer's lock and asks this.
 */
export function openOrderCapRefusal(open: number, max: number): CapRefusal | null {
  if (open < max) return null;
  return {
    code: 'invalid',
    message: `You already have ${max} unpaid orders holding stock. Pay or cancel one of them before ordering more.`,
  };
}
