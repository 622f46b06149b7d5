import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { uploadImage } from '@/lib/images/upload';

/** Multipart field `image`; answers like the spec's image host: {success, data: {url}}. */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  const { url } = await uploadImage(request, admin.email);
  return NextResponse.json({ success: true, data: { url } }, { status: 201 });
});
