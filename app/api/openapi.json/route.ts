import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi';
import { siteOrigin } from '@/lib/env';
import { API_OPERATIONS } from '../operations';

let built: ReturnType<typeof openApiDocument> | undefined;

/** The API described for integrators (an ERP, a purchasing system) and for the fuzzer; built once. */
export const GET = () => NextResponse.json((built ??= openApiDocument(siteOrigin(), API_OPERATIONS)));
