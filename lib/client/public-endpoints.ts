import type { CartDto } from '@/lib/cart';
import type { cartLinesSchema, contactSchema } from '@/lib/validation';
import { endpoint, type Body } from './endpoint';

/**
 * The calls public pages make (the navbar's cart count and the access token on every page, Add to
 * cart, the home page's contact form): kept apart from the whole table (./endpoints.ts, which
 * spreads them in), so a public page does not load every endpoint's entry (issue 37's JavaScript
 * budget).
 */
export const publicEndpoints = {
  cartCount: endpoint<never, { count: number }>()('GET', '/api/cart/count'),
  addCartLines: endpoint<Body<typeof cartLinesSchema>, CartDto>()('POST', '/api/cart/lines'),
  accessToken: endpoint<{ email: string }, { token: string }>()('PUT', '/api/user/{email}'),
  contact: endpoint<Body<typeof contactSchema>, unknown>()('POST', '/api/contact'),
};
