import 'server-only';
import { GridFSBucket, ObjectId } from 'mongodb';
import { getDb } from '@/lib/db';

/** Uploaded product images in GridFS (the default image store; lib/images/upload.ts decides). */

async function bucket() {
  return new GridFSBucket(await getDb(), { bucketName: 'images' });
}

/** Stores the bytes in GridFS; answers the id the image route serves it under. */
export async function storeImage(
  bytes: Uint8Array,
  contentType: string,
  uploadedBy: string,
): Promise<string> {
  const id = new ObjectId();
  const upload = (await bucket()).openUploadStreamWithId(id, `${id.toHexString()}`, {
    metadata: { contentType, uploadedBy },
  });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(Buffer.from(bytes));
  });
  return id.toHexString();
}

export type StoredImage = { bytes: Buffer; contentType: string; length: number };

/** The image stored under a 24-hex id, or null. */
export async function readImage(hexId: string): Promise<StoredImage | null> {
  const id = new ObjectId(hexId);
  const images = await bucket();
  const [file] = await images.find({ _id: id }).limit(1).toArray();
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of images.openDownloadStream(id)) chunks.push(chunk as Buffer);
  return {
    bytes: Buffer.concat(chunks),
    contentType: String(file.metadata?.contentType),
    length: file.length,
  };
}
