import { z } from 'zod';
import { idString } from './dto-fields';
import { IMAGE_REMOTE_HOSTS } from '@/lib/images/browser';
import { MAX_PRICE_BREAKS, MAX_MINIMUM_QUANTITY, MAX_QUANTITY_STEP } from '@/lib/selling';
import {
  cleanPartNumber,
  PART_NUMBER_MAX,
  PART_NUMBER_PATTERN,
  PART_NUMBER_RULE,
  TAX_CLASSES,
} from '@/lib/model';

/** Largest stock and unit price the store accepts (keeps totals exact in integer cents). */
export const MAX_STOCK = 10_000_000;
export const MAX_PRIZE = 1_000_000;

const QUANTITY_RULE = 'quantity must be a whole number, 0 or more';
const PRIZE_RULE = 'prize must be a positive amount with at most 2 decimals';

const text = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} is too long (${max} characters at most)`);

/** Form fields arrive as text, API callers may send numbers: both are read the same way. */
const numberLike = (message: string, rule: string, pattern: RegExp) =>
  z
    .union([z.number(), z.string().trim()], {
      error: (issue) => (issue.input === undefined ? message : rule),
    })
    .refine((v) => v !== '', message)
    .refine((v) => typeof v === 'number' || pattern.test(v), rule)
    .transform(Number);

export const quantityField = numberLike('quantity is Required', QUANTITY_RULE, /^\d+$/).pipe(
  z
    .number()
    .int(QUANTITY_RULE)
    .min(0, QUANTITY_RULE)
    .max(MAX_STOCK, `quantity is at most ${MAX_STOCK.toLocaleString('en-US')}`),
);

export const prizeField = numberLike('prize is Required', PRIZE_RULE, /^\d+(\.\d{1,2})?$/).pipe(
  z
    .number()
    .positive(PRIZE_RULE)
    .max(MAX_PRIZE, `prize is at most $${MAX_PRIZE.toLocaleString('en-US')}`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, PRIZE_RULE),
);

/** A whole count from 1 to `max`; a form's empty field means "the default" (undefined). */
const optionalCount = (label: string, max: number) => {
  const rule = `${label} must be a whole number from 1 to ${max.toLocaleString('en-US')}`;
  return z
    .union([z.number(), z.string().trim()], { error: rule })
    .refine((v) => typeof v === 'number' || v === '' || /^\d+$/.test(v), rule)
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(z.number().int(rule).min(1, rule).max(max, rule).optional())
    .optional();
};

/** The heaviest part the store ships, in kg. */
export const MAX_WEIGHT_KG = 100_000;
const WEIGHT_RULE = `Shipping weight is a number of kg above 0 (at most 3 decimals, ${MAX_WEIGHT_KG.toLocaleString('en-US')} at most)`;

/**
 * A part's shipping weight in kg (issue 36), kept in grams; a form's empty field means "not given"
 * (weight-based shipping is then unavailable for a cart holding it: never counted as 0 kg).
 */
const weightField = z
  .union([z.number(), z.string().trim()], { error: WEIGHT_RULE })
  .refine((v) => typeof v === 'number' || v === '' || /^\d+(\.\d{1,3})?$/.test(v), WEIGHT_RULE)
  .transform((v) => (v === '' ? undefined : Number(v)))
  .pipe(
    z
      .number()
      .positive(WEIGHT_RULE)
      .max(MAX_WEIGHT_KG, WEIGHT_RULE)
      .refine((kg) => Math.abs(Math.round(kg * 1000) - kg * 1000) < 1e-6, WEIGHT_RULE)
      .optional(),
  )
  .optional();

/** How the part is taxed (issue 36); a form's empty choice means standard. */
const taxClassField = z
  .union([z.enum(TAX_CLASSES), z.literal('')], { error: `Tax class is one of ${TAX_CLASSES.join(', ')}` })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A part number as typed (lib/model/part-number.ts); empty: none given (the shop assigns one on add). */
export const partNumberField = z
  .string({ error: PART_NUMBER_RULE })
  .transform((value) => cleanPartNumber(value) || undefined)
  .pipe(
    z.string().max(PART_NUMBER_MAX, PART_NUMBER_RULE).regex(PART_NUMBER_PATTERN, PART_NUMBER_RULE).optional(),
  )
  .optional();

/** Volume prices (lib/selling/pricing.ts): from `minQuantity` units on, `prize` each. */
export const priceBreakSchema = z.object({
  minQuantity: z.number({ error: 'minQuantity must be a whole number' }).int().min(1).max(MAX_STOCK),
  prize: prizeField,
});
export const priceBreaksField = z
  .array(priceBreakSchema)
  .max(MAX_PRICE_BREAKS, `At most ${MAX_PRICE_BREAKS} price breaks`);

const PRICE_BREAKS_TEXT = 'Write price breaks as quantity=price, e.g. 100=17.20, 500=15.90';

/**
 * The admin forms' one-line ladder, "100=17.20, 500=15.90" (empty: none), read into the API's
 * `priceBreaks`. Whether the rungs rise and fall as they must is checked with the part's own price.
 */
export const priceBreaksText = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return [];
    const rungs = text
      .split(/[,;\n]+/)
      .map((part) => part.trim())
      .filter(Boolean);
    const parsed = rungs.map((rung) => /^(\d+)\s*[=:]\s*\$?(\d+(?:\.\d{1,2})?)$/.exec(rung));
    const breaks = priceBreaksField.safeParse(
      parsed.map((match) => match && { minQuantity: Number(match[1]), prize: Number(match[2]) }),
    );
    if (parsed.some((match) => !match) || !breaks.success) {
      const unreadable = parsed.some((match) => !match);
      ctx.addIssue({
        code: 'custom',
        message: unreadable ? PRICE_BREAKS_TEXT : breaks.error!.issues[0]!.message,
      });
      return z.NEVER;
    }
    return breaks.data;
  });

/**
 * docs/product.md#validation-rules-and-messages add-product messages, verbatim, plus the rules the spec
 * left out (see issue 5) and the B2B ones: a part's minimum order, the pack it ships in, volume prices.
 */
export const productFieldsSchema = z.object({
  partNumber: partNumberField,
  name: text('Product name is Required', 120, 'Product name'),
  description: text('description is Required', 2000, 'description'),
  quantity: quantityField,
  prize: prizeField,
  minimumQuantity: optionalCount('The minimum order', MAX_MINIMUM_QUANTITY),
  quantityStep: optionalCount('The pack size', MAX_QUANTITY_STEP),
  priceBreaks: priceBreaksField.optional(),
  weightKg: weightField,
  taxClass: taxClassField,
  categoryId: z
    .union([idString, z.literal(''), z.null()], { error: 'Category is a category id' })
    .transform((v) => v || null)
    .optional()
    .describe('the category it sits in (issue 37); null or empty: none'),
  attributes: z
    .record(z.string().max(40), z.string({ error: 'An attribute value is text' }).max(200), {
      error: 'attributes are values by attribute key',
    })
    .refine((values) => Object.keys(values).length <= 100, 'At most 100 attribute values')
    .optional()
    .describe('attribute values by key, as written ("6 mm", "1/4 in", "M6x1.0"); "" takes one off'),
});

/** The admin forms' fields: the same, with the ladder typed on one line. */
export const productFormSchema = productFieldsSchema
  .omit({ attributes: true })
  .extend({ priceBreaks: priceBreaksText });
export type ProductFormInput = z.input<typeof productFormSchema>;

/** Where a product image may live: our image route, a file under public/, or an https host. */
export const imageUrl = z
  .string({ error: 'Image is Required' })
  .trim()
  .min(1, 'Image is Required')
  .max(2048, 'Image address is too long')
  .refine(
    (v) => /^\/(api\/images\/[a-f\d]{24}|images\/[\w/.-]+)$/.test(v) || isRemoteImage(v),
    'Image must be an uploaded image address',
  );

/** https images only from the configured image hosts (next/image serves no others). */
function isRemoteImage(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && IMAGE_REMOTE_HOSTS.includes(url.hostname) && !/[\s"'<>]/.test(value);
  } catch {
    return false;
  }
}

/** POST /api/addproduct. `email` in the body is ignored: the adder is the signed-in admin. */
export const addProductSchema = productFieldsSchema.extend({ img: imageUrl });

/**
 * PATCH /api/product/{id}: any of the fields. `previousQuantity` is the stock the admin saw: if
 * orders changed it meanwhile, the edit is refused instead of silently overwriting reservations.
 */
export const editProductSchema = productFieldsSchema
  .extend({ img: imageUrl, previousQuantity: z.number().int().min(0) })
  .partial()
  .refine((v) => v.quantity === undefined || v.previousQuantity !== undefined, {
    message: 'previousQuantity (the stock you saw) is required with quantity',
    path: ['previousQuantity'],
  })
  .refine(
    (v) =>
      [
        'partNumber',
        'name',
        'description',
        'quantity',
        'prize',
        'img',
        'minimumQuantity',
        'quantityStep',
        'priceBreaks',
        'weightKg',
        'taxClass',
        'categoryId',
        'attributes',
      ].some((k) => k in v),
    'Nothing to change',
  );

export type ProductFieldsInput = z.input<typeof productFieldsSchema>;
