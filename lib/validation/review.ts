import { z } from 'zod';
import { emailSchema } from './email';

export const reviewQuerySchema = z.object({ email: emailSchema.optional() });
