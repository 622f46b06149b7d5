import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { toCartDto } from '@/lib/cart/cart-dto';
import { dollarsToCents } from '@/lib/selling/money';
import { priceContextFor, priceFor } from '@/lib/selling/price-for';

// The cart's subtotal is the sum of what each line is charged (priceFor, in cents), whatever
// the prices: it was once added up from the dollars the lines are shown in.
describe("a cart's subtotal", () => {
  it('is the sum of its lines priced in cents, over many random carts', () => {
    let seed = 35;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const context = priceContextFor({ id: 'buyer' });
    for (let run = 0; run < 500; run += 1) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 40) }, () => {
        const priceCents = 1 + Math.floor(random() * 10 ** (1 + Math.floor(random() * 7)));
        const part = {
          _id: new ObjectId(),
          partNumber: 'PS-00001',
          name: 'Part',
          img: '/part.png',
          quantity: Math.floor(random() * 10_000),
          priceCents,
          priceBreaks: [{ minQuantity: 100, unitCents: Math.floor(priceCents * random()) }],
        };
        return { part, quantity: 1 + Math.floor(random() * 5000) };
      });
      const cart = toCartDto(lines, context, 0);
      const charged = lines.reduce(
        (sum, { part, quantity }) => sum + priceFor(context, part, quantity).totalCents,
        0,
      );
      expect(dollarsToCents(cart.subtotal)).toBe(charged);
      cart.lines.forEach((line, i) =>
        expect(dollarsToCents(line.totalPrize)).toBe(
          priceFor(context, lines[i]!.part, lines[i]!.quantity).totalCents,
        ),
      );
    }
  });
});
