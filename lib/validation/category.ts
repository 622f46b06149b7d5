import { z } from 'zod';
import {
  ATTRIBUTE_KEY,
  ATTRIBUTE_KINDS,
  DIMENSION_NAMES,
  MAX_CHOICES,
  MAX_OWN_ATTRIBUTES,
  attributeKeyOf,
  isUnitOf,
  type Dimension,
} from '@/lib/model';
import { idString } from './dto-fields';

// A category as a store admin sends it (issue 37): its name and where it sits (null: at the top).
export const categorySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name: 80 characters at most')
    .regex(/[\p{L}\p{N}]/u, 'A name has a letter or a digit'),
  parentId: idString
    .nullable()
    .optional()
    .describe(
      'the parent category; null: at the top; left out: at the top when added, where it is when changed',
    ),
});

export type CategoryFields = z.output<typeof categorySchema>;

/** A category's own attributes as a store admin sends them (PUT /api/categories/{id}/attributes). */
export const attributeDefSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(ATTRIBUTE_KEY, 'A key is lower-case letters, digits and dashes, starting with a letter')
      .max(40)
      .optional()
      .describe('its name in URLs and the CSV (attr:{key}); left out: made from the label'),
    label: z.string({ error: 'Label is required' }).trim().min(1, 'Label is required').max(60),
    kind: z.enum(ATTRIBUTE_KINDS, { error: `Kind is one of ${ATTRIBUTE_KINDS.join(', ')}` }),
    dimension: z.enum(DIMENSION_NAMES as [Dimension, ...Dimension[]]).optional(),
    unit: z.string().trim().max(20).optional(),
    choices: z.array(z.string().trim().min(1).max(60)).max(MAX_CHOICES).optional(),
    critical: z.boolean().default(false),
  })
  .transform((def, ctx) => {
    const key = def.key || attributeKeyOf(def.label);
    if (key === 'price') {
      // The price is every listing's own filter (?price=, range=price): an attribute cannot take its name.
      ctx.addIssue({
        code: 'custom',
        path: ['key'],
        message: 'The key "price" is the store’s own: choose another',
      });
      return z.NEVER;
    }
    if (!ATTRIBUTE_KEY.test(key)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: `Give "${def.label}" a key: letters first` });
      return z.NEVER;
    }
    if (def.kind === 'number') {
      if (!def.dimension || !def.unit || !isUnitOf(def.dimension, def.unit)) {
        ctx.addIssue({
          code: 'custom',
          path: ['unit'],
          message: `A number needs a dimension and one of its units (${def.label})`,
        });
        return z.NEVER;
      }
      return {
        key,
        label: def.label,
        kind: def.kind,
        dimension: def.dimension,
        unit: def.unit,
        critical: def.critical,
      };
    }
    if (def.kind === 'choice') {
      const choices = [...new Set(def.choices ?? [])];
      if (choices.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['choices'],
          message: `A choice lists its values (${def.label})`,
        });
        return z.NEVER;
      }
      return { key, label: def.label, kind: def.kind, choices, critical: def.critical };
    }
    return { key, label: def.label, kind: def.kind, critical: def.critical };
  });

export const categoryAttributesSchema = z.object({
  attributes: z
    .array(attributeDefSchema)
    .max(MAX_OWN_ATTRIBUTES, `A category defines ${MAX_OWN_ATTRIBUTES} attributes at most`)
    .refine(
      (defs) => new Set(defs.map((def) => def.key)).size === defs.length,
      'Each attribute has a key of its own',
    ),
});

export type CategoryAttributesFields = z.output<typeof categoryAttributesSchema>;
