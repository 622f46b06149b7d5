import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { sendContactMessage } from '@/lib/contact/contact';
import { listContactMessages } from '@/lib/contact/list-messages';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { limitPerIp } from '@/lib/http/rate-limit';
import { parseJson } from '@/lib/http/parse';
import { requireAdmin } from '@/lib/session/caller';
import { contactSchema } from '@/lib/validation/contact';
import { arrayOf, obj, operation, type RouteOperations } from '@/lib/openapi/operation';

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
