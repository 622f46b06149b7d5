import { z } from 'zod';
import { ATTRIBUTE_KINDS, DIMENSION_NAMES, type Dimension } from '@/lib/model';
import { idString } from '@/lib/validation';
import type { CategoryDoc } from './store/categories';

export const categoryDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  slug: z.string(),
  parentId: idString.nullable(),
  path: z.string().describe('its slugs from the top down: its page is /categories/{path}'),
  depth: z.number().int().describe('1 at the top'),
  attributes: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        kind: z.enum(ATTRIBUTE_KINDS),
        dimension: z.enum(DIMENSION_NAMES as [Dimension, ...Dimension[]]).optional(),
        unit: z.string().optional().describe('the unit a number is shown in'),
        choices: z.array(z.string()).optional(),
        critical: z.boolean().describe('substitutes must match it'),
      }),
    )
    .describe('its own attributes; its subcategories inherit them'),
});

export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const toCategoryDto = (doc: CategoryDoc): CategoryDto => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  slug: doc.slug,
  parentId: doc.parentId?.toHexString() ?? null,
  path: doc.path,
  depth: doc.ancestors.length + 1,
  attributes: doc.attributes ?? [],
});
