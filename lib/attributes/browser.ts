// The part of lib/attributes' face the browser may load (no mathjs behind it); lib/attributes/index.ts
// is the face for server code.

export { writtenValue } from './field-writing';
export type { AttributeField, UnitWriting } from './field-writing';
