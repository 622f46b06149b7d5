// The face of lib/mail: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/mail/<file>` from outside it). Its own files import each other directly.

export { releaseMailTo } from './held';
export { hello, mail, storeLink } from './layout';
export type { MailContent, Recipient } from './layout';
export { undeliveredMailDtoSchema } from './mail-dto';
export type { UndeliveredMailDto } from './mail-dto';
export { recipientOf } from './recipients';
export { recordMail } from './record';
export { SEALED_LINK } from './sealed-link';
export { startMailSender } from './sender';
export { listUndeliveredMail, retryUndeliveredMail } from './undelivered';
