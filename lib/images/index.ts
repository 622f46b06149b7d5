// The face of lib/images: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/images/<file>` from outside it). Its own files import each other directly.

export { IMAGE_REMOTE_HOSTS } from './remote-hosts.mjs';
export { MAX_UPLOAD_BODY_BYTES, TOO_LARGE, getStoredImage, uploadImage } from './upload';
