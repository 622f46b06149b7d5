import type { BomReportDto, CartDto, SubstitutesDto } from '@/lib/cart';
import type { SuggestedPartDto } from '@/lib/catalog';
import type { bomTextSchema, cartLinesSchema, cartQuantitySchema } from '@/lib/validation';
import { endpoint, type Body } from './endpoint';

/**
 * The calls of /cart and /quickorder, public pages too: a table of their own for the reason
 * ./public-endpoints.ts gives, and apart from it so the pages that do not show a cart do not load
 * these entries either. ./endpoints.ts spreads them in.
 */
export const cartEndpoints = {
  cart: endpoint<never, CartDto>()('GET', '/api/cart'),
  setCartLine: endpoint<Body<typeof cartQuantitySchema>, CartDto>()('PUT', '/api/cart/lines/{id}'),
  removeCartLine: endpoint<never, CartDto>()('DELETE', '/api/cart/lines/{id}'),
  viewCart: endpoint<Body<typeof cartLinesSchema>, CartDto>()('POST', '/api/cart/view'),
  /** A pasted bill of materials as `{ text }`, or a CSV or XLSX file as the form field `file`. */
  checkBom: endpoint<Body<typeof bomTextSchema> | FormData, BomReportDto>()('POST', '/api/cart/bom'),
  substitutes: endpoint<never, SubstitutesDto>()('GET', '/api/cart/substitutes'),
  suggestParts: endpoint<never, SuggestedPartDto[]>()('GET', '/api/product/suggest'),
};
