import { NextResponse } from 'next/server';
import { handler } from '@/lib/http';
import { retryUndeliveredMail } from '@/lib/mail';
import { AppError } from '@/lib/model';
import { requireAdmin } from '@/lib/session';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** Admins: one message ({id}: its cause, as GET /api/mail lists it) is tried again now. */
export const POST = handler(async (_request: Request, { params }: RouteContext<'/api/mail/[id]/retry'>) => {
  const { id } = await params;
  if (!/^[\w.:@+-]{1,200}$/.test(id)) throw new AppError('bad_request', 'Malformed message id');
  const admin = await requireAdmin();
  await retryUndeliveredMail(admin, id);
  return NextResponse.json({ queued: true });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Try a message again now (admins)',
    auth: 'admin',
    params: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[\\w.:@+-]{1,200}$' } },
    ],
    ok: [200, obj({ queued: { type: 'boolean' } })],
  }),
} satisfies RouteOperations;
