import { NextResponse } from 'next/server';
import { isStoreUp } from '@/lib/health';
import { RETRY_AFTER_SECONDS } from '@/lib/http';
import { json, obj, type RouteOperations } from '@/lib/openapi';

export const dynamic = 'force-dynamic';

/** For load balancers: 200 {db: "up"}, or 503 {db: "down"} within 2 s (the ping gives up at 1.5 s). */
export async function GET() {
  if (await isStoreUp()) return NextResponse.json({ db: 'up' }, { headers: { 'Cache-Control': 'no-store' } });
  return NextResponse.json(
    { db: 'down' },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: {
    summary: 'For load balancers: the database up (200) or down (503), within 2 s',
    security: [],
    responses: {
      200: { description: 'Up', content: json(obj({ db: { const: 'up' } })) },
      503: { description: 'Down', content: json(obj({ db: { const: 'down' } })) },
    },
  },
} satisfies RouteOperations;
