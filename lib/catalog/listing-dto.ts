import { z } from 'zod';
import { SORTS } from '@/lib/model';
import { productDtoSchema } from './product-dto';

// GET /api/facets (issue 37): a category's listing in a filter state, as its page shows it.

export const facetsQuerySchema = z.object({
  category: z
    .string()
    .min(1, 'category is a category path')
    .max(500)
    .optional()
    .describe('a category path: fasteners/bolts (left out: the whole catalog, as /parts)'),
  q: z.string().max(100).optional().describe('words or a part number'),
  // One string in the document, repeated in the URL: described as an array, fuzzers send URLs of
  // many long values that the HTTP server refuses (431) before the app can answer 422.
  f: z
    .string()
    .max(200, 'A filter (f) is 200 characters at most')
    .optional()
    .describe(
      'an attribute filter, repeated for each (at most 20): key:word|word, or key:min..max in any unit of its dimension (diameter:1/4 in..10 mm)',
    ),
  stock: z.enum(['1']).optional().describe('1: only parts in stock'),
  price: z.string().max(200).optional().describe('dollars, min..max'),
  sort: z.enum(Object.keys(SORTS) as [string, ...string[]]).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'page is a page number')
    .optional(),
});

const valueSchema = z.object({
  label: z.string(),
  filter: z.string().describe("what choosing it puts in the attribute's f (a word, or min..max)"),
  count: z.number().int().describe('the parts it would list, with every other filter as it is'),
  selected: z.boolean(),
});

export const listingDtoSchema = z.object({
  category: z.object({ name: z.string(), path: z.string() }).nullable().describe('null: the whole catalog'),
  items: z.array(productDtoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  facets: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(['words', 'number']),
      unit: z.string().optional(),
      values: z.array(valueSchema),
    }),
  ),
  inStock: z.object({ count: z.number().int(), selected: z.boolean() }),
  price: z.array(valueSchema),
  problems: z.array(z.string()).describe('filters that could not be read, left out'),
});
export type ListingDto = z.infer<typeof listingDtoSchema>;
