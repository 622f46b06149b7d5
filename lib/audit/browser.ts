// The part of lib/audit's face the browser may load (no server-only code behind it); lib/audit/index.ts
// is the face for server code.

export { detailText } from './detail-text';
