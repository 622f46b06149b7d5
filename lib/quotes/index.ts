// The face of lib/quotes: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/quotes/<file>` from outside it). Its own files import each other directly.

export { acceptRefusal, leftToAccept, taking } from './acceptance';
export type { Taking } from './acceptance';
export { answerQuote } from './answer-quote';
export { listQuotes } from './list-quotes';
export { findQuoteFor, getQuote } from './quote-access';
export { quoteDtoSchema } from './quote-dto';
export type { QuoteDto, QuoteLineDto } from './quote-dto';
export { askForQuote, requestQuote } from './request-quote';
export { claimOffer, giveBackAcceptance } from './store/acceptances';
export { declineQuotesOf } from './store/quotes';
export type { QuoteDoc, QuoteLine } from './store/quotes';
