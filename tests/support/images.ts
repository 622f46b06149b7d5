/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function imageForm(bytes: Uint8Array, filename = 'part.png', type = 'image/png') {
  const form = new FormData();
  form.append('image', new Blob([Buffer.from(bytes)], { type }), filename);
  return form;
}
