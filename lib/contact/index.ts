// The face of lib/contact: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/contact/<file>` from outside it). Its own files import each other directly.

export { sendContactMessage } from './contact';
export { listContactMessages } from './list-messages';
export { contactMessageDtoSchema } from './message-dto';
export type { ContactMessageDto } from './message-dto';
