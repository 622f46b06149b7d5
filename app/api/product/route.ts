import { NextResponse } from 'next/server';
import { getCatalog } from '@/lib/catalog/cache';
import { handler } from '@/lib/http/handler';

export const GET = handler(async () => NextResponse.json(await getCatalog()));
