// linebreak (UAX #14, the line breaker pdfkit uses) ships no types; what lib/invoices/line-breaks.ts uses.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may end (`required`: must end), or null after the text's end. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
