import { z } from 'zod';

/** The one error shape every API error answers with (docs/architecture.md#conventions, 3). */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
