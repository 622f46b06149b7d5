import { z } from 'zod';

/** Lists one customer may keep, each as large as a cart (lib/validation/cart.ts). */
export const MAX_SAVED_LISTS = 50;
export const LIST_NAME_MAX = 60;

/** POST /api/lists (the cart saved under a name) and PATCH /api/lists/{id} (a new name). */
export const savedListNameSchema = z.object({
  name: z
    .string({ error: 'Name is Required' })
    .trim()
    .min(1, 'Name is Required')
    .max(LIST_NAME_MAX, `Name is too long (${LIST_NAME_MAX} characters at most)`),
});
export type SavedListNameInput = z.input<typeof savedListNameSchema>;
export type SavedListName = z.output<typeof savedListNameSchema>;

/** GET /api/lists: your own lists, or those shared with your company. */
export const savedListQuerySchema = z.object({
  scope: z
    .enum(['own', 'company'], { error: 'scope is own or company' })
    .default('own')
    .describe('own: your lists; company: the lists members shared with your company'),
});

/** PUT /api/lists/{id}/sharing: share one of your lists with your company, or stop sharing it. */
export const listSharingSchema = z.object({
  shared: z.boolean({ error: 'shared is true or false' }),
});

/** Two names are the same list's when they differ only in case or spacing. */
export const listNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
