import { NextResponse } from 'next/server';
import { requireAdmin, requireUser } from '@/lib/session';
import { handler, parseJson, parseIdParam } from '@/lib/http';
import { answerQuote, getQuote } from '@/lib/quotes';
import { quoteAnswerSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/quotes/[id]'>;

/** One quote, for its customer or an admin. */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  return NextResponse.json(await getQuote(caller, (await params).id));
});

/** Admins answer: `{ unitPrize, validUntil }` (an offer, or a new one in its place) or `{ decline: true }`. */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'quote id');
  const admin = await requireAdmin();
  return NextResponse.json(await answerQuote(admin, id, await parseJson(request, quoteAnswerSchema)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'One of your quotes (admins: any)',
    auth: 'user',
    params: [pathId('id', 'quote id')],
    ok: [200, ref('Quote')],
  }),
  patch: operation({
    summary: 'Offer a unit price until a day, or decline (admins)',
    auth: 'admin',
    params: [pathId('id', 'quote id')],
    body: quoteAnswerSchema,
    ok: [200, ref('Quote')],
    errors: [409],
  }),
} satisfies RouteOperations;
