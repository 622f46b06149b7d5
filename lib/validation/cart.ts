import { z } from 'zod';
import { ABOVE_STOCK_MESSAGE } from '@/lib/selling';
import { orderSchema, wholeUnits } from './order';
import { shipToChoiceSchema } from './company';

/** A cart holds at most this many lines (a bill of materials of 1,000 parts). */
export const MAX_CART_LINES = 1000;
export const CART_FULL_MESSAGE = `A cart holds at most ${MAX_CART_LINES} parts`;

/** PUT /api/cart/lines/{productId}: the line's new quantity. */
export const cartQuantitySchema = z.object({ quantity: wholeUnits(ABOVE_STOCK_MESSAGE) });

const cartLine = z.object({
  productId: z
    .string({ error: 'productId is Required' })
    .regex(/^[a-f\d]{24}$/i, 'productId is not a part id'),
  quantity: wholeUnits(ABOVE_STOCK_MESSAGE),
});

/**
 * POST /api/cart/lines (lines added to what is there: a visitor's cart on sign-in, a checked bill
 * of materials, an order again) and POST /api/cart/view (a visitor's cart priced, nothing kept).
 */
export const cartLinesSchema = z.object({
  lines: z.array(cartLine).min(1, 'No lines to add').max(MAX_CART_LINES, CART_FULL_MESSAGE),
});

/** POST /api/cart/checkout: who to ship to and the buyer's PO; the lines are the cart's. */
export const checkoutSchema = orderSchema
  .pick({ customerName: true, phoneNumber: true, poNumber: true })
  .extend({
    shipToId: shipToChoiceSchema,
    /**
     * The unit prices the buyer saw in the cart, dollars by part: a price that changed since (a
     * contract list started or ended while the cart waited) refuses the checkout with the old and
     * new prices, so nothing is placed at a price the buyer did not see. Only compared, never charged.
     */
    /** Pay on account (the company's terms) instead of by card: confirmed and invoiced at once. */
    payOnAccount: z.boolean().optional(),
    /** A customer of their own: one of their saved addresses (absent: their default; none kept: collected). */
    addressId: z.string().max(40, 'Choose one of your addresses').optional(),
    /** Collected at the plant: no shipping; taxed where the plant is. */
    collect: z.boolean().optional(),
    /** The shipping method chosen (absent: the zone's first available). */
    shippingMethod: z.string().max(40, 'Choose a shipping method').optional(),
    /**
     * The total the buyer saw, dollars, shipping and tax included: a different total now (a rate or
     * a price changed meanwhile) refuses the checkout, so the buyer pays only what was shown.
     */
    seenTotal: z.number().nonnegative().optional(),
    seenPrices: z
      .array(cartLine.pick({ productId: true }).extend({ unitPrize: z.number().nonnegative() }))
      .max(MAX_CART_LINES, CART_FULL_MESSAGE)
      .optional(),
  });
export type CheckoutInput = z.input<typeof checkoutSchema>;
