import { NextResponse } from 'next/server';
import { handler } from '@/lib/http/handler';
import { limitPerIp } from '@/lib/http/rate-limit';
import { parseJson } from '@/lib/http/parse';
import { registerUser } from '@/lib/users/register';
import { registerSchema } from '@/lib/validation/auth';

/** Sign-up with email and password; the client then signs in through Auth.js. */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'register', 10, 60);
  const input = await parseJson(request, registerSchema);
  const { id } = await registerUser(input);
  return NextResponse.json({ id, email: input.email }, { status: 201 });
});
