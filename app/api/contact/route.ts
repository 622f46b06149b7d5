import { NextResponse } from 'next/server';
import { sendContactMessage } from '@/lib/contact/contact';
import { handler } from '@/lib/http/handler';
import { limitPerIp } from '@/lib/http/rate-limit';
import { parseJson } from '@/lib/http/parse';
import { contactSchema } from '@/lib/validation/contact';
import { obj, operation, type RouteOperations } from '@/lib/openapi/operation';

export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'contact', 5, 10);
  const message = await parseJson(request, contactSchema);
  await sendContactMessage(message);
  return NextResponse.json({ ok: true }, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'A message to the sales engineers',
    auth: 'none',
    body: contactSchema,
    ok: [201, obj({ ok: { type: 'boolean' } })],
    errors: [429],
  }),
} satisfies RouteOperations;
