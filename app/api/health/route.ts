import { NextResponse } from 'next/server';
import { checkDatabaseNow } from '@/lib/db/availability';
import { RETRY_AFTER_SECONDS } from '@/lib/http/handler';

export const dynamic = 'force-dynamic';

/** For load balancers: 200 {db: "up"}, or 503 {db: "down"} within 2 s (the ping gives up at 1.5 s). */
export async function GET() {
  if (await checkDatabaseNow())
    return NextResponse.json({ db: 'up' }, { headers: { 'Cache-Control': 'no-store' } });
  return NextResponse.json(
    { db: 'down' },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}
