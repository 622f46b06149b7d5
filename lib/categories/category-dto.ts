import { z } from 'zod';
import { idString } from '@/lib/validation';
import type { CategoryDoc } from './store/categories';

export const categoryDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  slug: z.string(),
  parentId: idString.nullable(),
  path: z.string().describe('its slugs from the top down: its page is /categories/{path}'),
  depth: z.number().int().describe('1 at the top'),
});

export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const toCategoryDto = (doc: CategoryDoc): CategoryDto => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  slug: doc.slug,
  parentId: doc.parentId?.toHexString() ?? null,
  path: doc.path,
  depth: doc.ancestors.length + 1,
});
