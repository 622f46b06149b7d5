import { z } from 'zod';
import { MAX_CART_LINES } from './cart';

/**
 * A bill of materials checked against the catalog (POST /api/cart/bom): pasted text, or a CSV or
 * XLSX file. It holds at most as many lines as a cart holds parts; the column headings and blank
 * lines are not counted.
 */
export const MAX_BOM_LINES = MAX_CART_LINES;
export const BOM_TOO_MANY_LINES = `A bill of materials may have at most ${MAX_BOM_LINES.toLocaleString('en-US')} lines: split it and check each part`;
export const BOM_EMPTY = 'No lines to check: paste or upload part numbers and quantities';

/** The largest file or pasted text taken (1,000 lines of part number and quantity fit many times over). */
export const BOM_MAX_BYTES = 1024 * 1024;
export const BOM_TOO_LARGE = 'The bill of materials is larger than 1 MB';

/** Pasted text: lines of part number and quantity, tab, comma or semicolon between them. */
export const bomTextSchema = z.object({
  text: z
    .string({ error: 'text is Required' })
    .max(BOM_MAX_BYTES, BOM_TOO_LARGE)
    .describe(
      'lines of part number and quantity (tab, comma or semicolon between); a heading row is allowed',
    ),
});
export type BomTextInput = z.input<typeof bomTextSchema>;
