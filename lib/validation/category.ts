import { z } from 'zod';
import { idString } from './dto-fields';

// A category as a store admin sends it (issue 37): its name and where it sits (null: at the top).
export const categorySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name: 80 characters at most')
    .regex(/[\p{L}\p{N}]/u, 'A name has a letter or a digit'),
  parentId: idString.nullable().default(null).describe('the parent category; null or left out: at the top'),
});

export type CategoryFields = z.output<typeof categorySchema>;
