// The face of lib/content: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/content/<file>` from outside it). Its own files import each other directly.

export { ABOUT_SECTIONS } from './about';
export { BLOG_POSTS } from './blogs';
export type { PolicySection } from './policy-section';
export { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './privacy';
export { SHIPPING_SECTIONS, SHIPPING_UPDATED } from './shipping';
export { TERMS_SECTIONS, TERMS_UPDATED } from './terms';
