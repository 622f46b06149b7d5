import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi/document';
import { siteOrigin } from '@/lib/seo/site';

/** The API described for integrators (an ERP, a purchasing system) and for the fuzzer. */
export const GET = () => NextResponse.json(openApiDocument(siteOrigin()));
