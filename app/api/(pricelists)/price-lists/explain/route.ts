import { NextResponse, type NextRequest } from 'next/server';
import { explainPrice } from '@/lib/pricelists';
import { handler, singleValues, validate } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { explainPriceSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** "Explain this price" (store admins): a part's price for a company, quantity and day, every candidate weighed. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  const query = validate(explainPriceSchema, singleValues(request.nextUrl.searchParams));
  return NextResponse.json(await explainPrice(query));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Explain a price: every candidate for a part, company, quantity and day (admins)',
    auth: 'admin',
    query: explainPriceSchema,
    ok: [200, ref('PriceExplanation')],
    errors: [404],
  }),
} satisfies RouteOperations;
