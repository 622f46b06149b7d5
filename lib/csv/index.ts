// The face of lib/csv: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/csv/<file>` from outside it). Its own files import each other directly.

export { csvChunk, csvChunks, unescapeFormula } from './csv-text';
export { NOT_A_SHEET_FILE, OLD_EXCEL_FILE, readSheetFile } from './sheet-file';
export type { SheetCell } from './xlsx-sheet';
export type { SheetReach } from './xlsx-sheet-reach';
