// The face of lib/attributes (issue 37): quantities in real units, read as people write them, and a
// part's attribute values read, checked against its category's attributes, and written out.

export { applyValues, fits, readValue, readValues, shownValues, writeValue } from './part-values';
export type { ValuesChange, ValuesRead } from './part-values';
export { formatQuantity, fromUnit, inUnit, parseQuantity, sameQuantity, unitWriting } from './units';
export type { AttributeField } from './field-writing';
export type { Quantity } from './units';
export { criticalValues, differences, distance, sameCritical } from './closeness';
