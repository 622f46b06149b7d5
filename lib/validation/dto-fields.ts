import { z } from 'zod';

// Fields every answer (lib/<feature>/*-dto.ts) writes the same way; the DTO schemas are what the
// API document (lib/openapi/document.ts) shows, and the DTO types are inferred from them.

/** A document's id as answers carry it: ObjectId.toHexString(), 24 lowercase hex digits. */
export const idString = z.string().regex(/^[a-f\d]{24}$/);

/** A moment as answers carry it: Date.toISOString(). */
export const isoDateTime = z.string().describe('ISO 8601 date-time');
