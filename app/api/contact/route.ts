import { NextResponse } from 'next/server';
import { insertMessage } from '@/lib/db/messages';
import { handler } from '@/lib/http/handler';
import { limitPerIp } from '@/lib/http/rate-limit';
import { parseJson } from '@/lib/http/parse';
import { contactSchema } from '@/lib/validation/contact';

export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'contact', 5, 10);
  const message = await parseJson(request, contactSchema);
  await insertMessage(message);
  return NextResponse.json({ ok: true }, { status: 201 });
});
