import { unitSign, type AttributeDef } from '@/lib/model';

// A part's stored values written back for the admin's part forms (issue 37), in the browser: mathjs
// stays on the server (units.ts), which hands each number attribute its unit as a straight line
// (`unitWriting`), so a form writes a stored SI number as `formatQuantity` does ("6.35 mm").

/** A number in its attribute's unit: shown = SI ÷ siPerUnit + zero (0 but for temperatures). */
export type UnitWriting = { siPerUnit: number; zero: number };

/** An attribute as a part's form shows it: a number's unit as a straight line from SI with it. */
export type AttributeField = AttributeDef & { writing?: UnitWriting };

/** A part's stored value as the form shows it: a number in its unit, a choice on its list, text. */
export function writtenValue(field: AttributeField, stored: number | string | undefined): string {
  if (field.kind === 'number') {
    if (typeof stored !== 'number' || !field.writing) return '';
    const shown = Number((stored / field.writing.siPerUnit + field.writing.zero).toPrecision(12));
    return `${shown} ${unitSign(field.unit ?? '')}`;
  }
  if (typeof stored !== 'string') return '';
  return field.kind === 'choice' && !(field.choices ?? []).includes(stored) ? '' : stored;
}
