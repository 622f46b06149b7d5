// The face of lib/http: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/http/<file>` from outside it). Its own files import each other directly.

export { allowedMethods } from './api-methods';
export { clientIp } from './client-ip';
export { RETRY_AFTER_SECONDS, errorResponse, handler } from './handler';
export { listAnswer } from './list-answer';
export { MAX_LIMIT, pagedJson, parsePaging, streamedJsonArray, tablePaging } from './paging';
export { parseEmailParam, parseIdParam } from './params';
export { parseJson, validate } from './parse';
export { pdfResponse } from './pdf-response';
export { publicOrigin } from './public-origin';
export { filterQuery, firstValues, singleValues } from './query-values';
export { limitPerIp } from './rate-limit';
export { requestKeyOf, retrySafe } from './request-key';
export { readBodyCapped, readFormCapped, readUploadedFile } from './read-body';
export { installServerEdge } from './server-edge';
export { streamedText } from './text-stream';
