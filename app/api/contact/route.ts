import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { sendContactMessage, listContactMessages } from '@/lib/contact';
import { handler, listAnswer, limitPerIp, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { contactSchema } from '@/lib/validation';
import { arrayOf, obj, operation, type RouteOperations } from '@/lib/openapi';

/** A visitor's message: kept, and mailed to the store's inbox (CONTACT_EMAIL). */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'contact', 5, 10);
  const message = await parseJson(request, contactSchema);
  await sendContactMessage(message);
  return NextResponse.json({ ok: true }, { status: 201 });
});

/** Admins: the messages, newest first, paged. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, z.object({}), (_query, paging) => listContactMessages(paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "A message to the sales engineers, mailed to the store's inbox",
    auth: 'none',
    body: contactSchema,
    ok: [201, obj({ ok: { type: 'boolean' } })],
    errors: [429],
  }),
  get: operation({
    summary: "The contact form's messages, newest first (admins)",
    auth: 'admin',
    paged: true,
    ok: [200, arrayOf('ContactMessage')],
  }),
} satisfies RouteOperations;
