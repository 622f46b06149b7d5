import { z } from 'zod';
import { cartDtoSchema } from './cart-dto';

/** What "Order again" did: how many lines went into the cart, and each line that could not, and why. */
export const reorderDtoSchema = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), partNumber: z.string().nullable(), reason: z.string() })),
  cart: cartDtoSchema.nullable().describe('the cart after, when anything was added'),
});
export type ReorderDto = z.output<typeof reorderDtoSchema>;
