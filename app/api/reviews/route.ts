import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { listAdminReviews } from '@/lib/reviews/moderate-reviews';

/** Manage Reviews: every review (hidden ones too) with its author's email, newest first, paged. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, z.object({}), (_query, paging) => listAdminReviews(paging));
});
