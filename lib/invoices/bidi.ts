import bidiFactory from 'bidi-js';

/**
 * The Unicode Bidirectional Algorithm (UAX #9), from bidi-js: one instance per process, its tables
 * built on first import and only read after.
 */
export const bidi = bidiFactory();

/** Whether the text holds a right-to-left letter: Hebrew's (bidi class R) or Arabic's (AL). */
export function holdsRtlLetter(text: string): boolean {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'R' || type === 'AL') return true;
  }
  return false;
}
