// The face of lib/quotes: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/quotes/<file>` from outside it). Its own files import each other directly.

export { acceptQuote } from './accept-quote';
export { answerQuote } from './answer-quote';
export { listQuotes } from './list-quotes';
export { getQuote } from './quote-access';
export { quoteDtoSchema } from './quote-dto';
export type { QuoteDto, QuoteLineDto } from './quote-dto';
export { requestCartQuote, requestQuote } from './request-quote';
