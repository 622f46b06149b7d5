import 'server-only';
import type { z } from 'zod';
import { toId } from '@/lib/db';
import { findCartParts } from '@/lib/catalog';
import { AppError, type Caller } from '@/lib/model';
import { askForQuote, type QuoteDto, type QuoteLine } from '@/lib/quotes';
import { quantityProblem, quantityRulesOf } from '@/lib/selling';
import type { cartQuoteRequestSchema } from '@/lib/validation';
import { findCart } from './store/carts';

/**
 * "Request a quote for this cart": one quote with every line of the customer's cart (parts no
 * longer sold are left out, as the cart leaves them out); each line within its part's minimum and
 * pack, stock or not. The cart stays as it is.
 */
export function requestCartQuote(
  caller: Caller,
  input: z.output<typeof cartQuoteRequestSchema>,
): Promise<QuoteDto> {
  return askForQuote(caller, input, async () => {
    const { lines } = await findCart(toId(caller.id));
    const parts = new Map(
      (await findCartParts(lines.map((line) => line.productId))).map((part) => [
        part._id.toHexString(),
        part,
      ]),
    );
    const asked = lines.flatMap((line): QuoteLine[] => {
      const part = parts.get(line.productId.toHexString());
      if (!part) return [];
      const problem = quantityProblem(line.quantity, quantityRulesOf(part));
      if (problem) throw new AppError('invalid', `${part.name} (${part.partNumber}): ${problem}`);
      const named = { productName: part.name, partNumber: part.partNumber };
      return [{ productId: line.productId, ...named, quantity: line.quantity }];
    });
    if (asked.length === 0) throw new AppError('invalid', 'Your cart is empty: add parts to ask for a quote');
    return asked;
  });
}
