import { z } from 'zod';
import { knownEmailSchema } from './email';

export const reviewQuerySchema = z.object({ email: knownEmailSchema.optional() });

/** docs/product.md#business-constants-and-limits: five stars. */
export const MAX_RATING = 5;
export const FEEDBACK_MAX_LENGTH = 1000;

export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(MAX_RATING, 'Please choose a rating from 1 to 5 stars'),
  customerFeedback: z
    .string({ error: 'Feedback is Required' })
    .trim()
    .min(1, 'Feedback is Required')
    .max(FEEDBACK_MAX_LENGTH, `Feedback is too long (${FEEDBACK_MAX_LENGTH} characters at most)`),
});

export type ReviewInput = z.input<typeof reviewSchema>;

/** PATCH /api/reviews/{id} (Manage Reviews). */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
