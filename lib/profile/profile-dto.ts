import { z } from 'zod';

/** docs/product.md#entities Profile. Fields the customer has not filled in yet are null. */
export const profileDtoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  education: z.string().nullable(),
  img: z.string().nullable(),
});
export type ProfileDto = z.output<typeof profileDtoSchema>;
