// The part of lib/images's face the browser may load (no server-only code behind it); lib/images/index.ts
// is the face for server code.

export { IMAGE_REMOTE_HOSTS } from './remote-hosts.mjs';
export { responsivePhoto } from './responsive-photo';
