import type { AttributeDef, AttributeValue } from '@/lib/model';
import { formatQuantity, parseQuantity } from './units';

// A part's attribute values (issue 37): read from what an admin or a CSV cell says, checked against
// the attributes its category gives it, and written back out for people.

/** The longest text value. */
export const MAX_TEXT_VALUE = 200;

export type ValuesChange = { set: AttributeValue[]; remove: string[] };
export type ValuesRead = { ok: true; change: ValuesChange } | { ok: false; errors: Record<string, string> };

/** One value as written, read for `def`: the stored value, or what is wrong with it. */
export function readValue(def: AttributeDef, written: string): { value: AttributeValue } | { error: string } {
  const text = written.trim();
  if (def.kind === 'number') {
    const read = parseQuantity(text, def.dimension!, def.unit!);
    return read.ok ? { value: { k: def.key, n: read.si } } : { error: `${def.label}: ${read.error}` };
  }
  if (def.kind === 'choice') {
    const choice = (def.choices ?? []).find((each) => each.toLowerCase() === text.toLowerCase());
    return choice
      ? { value: { k: def.key, s: choice } }
      : { error: `${def.label}: "${text}" is not one of ${(def.choices ?? []).join(', ')}` };
  }
  if (text.length > MAX_TEXT_VALUE) return { error: `${def.label}: ${MAX_TEXT_VALUE} characters at most` };
  return { value: { k: def.key, s: text } };
}

/**
 * Values as written, by key ("" takes a value off), read against `defs`: every value's problem
 * named by its key, or the change to make.
 */
export function readValues(defs: readonly AttributeDef[], written: Record<string, string>): ValuesRead {
  const byKey = new Map(defs.map((def) => [def.key, def]));
  const errors: Record<string, string> = {};
  const change: ValuesChange = { set: [], remove: [] };
  for (const [key, text] of Object.entries(written)) {
    const def = byKey.get(key);
    if (!def) errors[key] = `"${key}" is not an attribute of this part's category`;
    else if (text.trim() === '') change.remove.push(key);
    else {
      const read = readValue(def, text);
      if ('error' in read) errors[key] = read.error;
      else change.set.push(read.value);
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, change };
}

/** Whether a stored value fits its attribute as defined now (a definition may have changed since). */
export function fits(def: AttributeDef, value: AttributeValue): boolean {
  if (def.kind === 'number') return typeof value.n === 'number';
  if (def.kind === 'choice') return typeof value.s === 'string' && (def.choices ?? []).includes(value.s);
  return typeof value.s === 'string';
}

/**
 * A part's values after `change`, kept only for attributes of `defs` (a part moved to another
 * category keeps only what its new category describes), in the attributes' order.
 */
export function applyValues(
  defs: readonly AttributeDef[],
  current: readonly AttributeValue[],
  change: ValuesChange,
): AttributeValue[] {
  const values = new Map(current.map((value) => [value.k, value]));
  for (const key of change.remove) values.delete(key);
  for (const value of change.set) values.set(value.k, value);
  return defs.flatMap((def) => {
    const value = values.get(def.key);
    return value && fits(def, value) ? [value] : [];
  });
}

/** A value written for people and for the catalog CSV ("6.35 mm", "M6x1.0"). */
export function writeValue(def: AttributeDef, value: AttributeValue): string {
  return def.kind === 'number' ? formatQuantity(value.n!, def.dimension!, def.unit!) : (value.s ?? '');
}

/** A part's values as people read them, in its attributes' order. */
export function shownValues(
  defs: readonly AttributeDef[],
  values: readonly AttributeValue[] | undefined,
): { key: string; label: string; value: string }[] {
  const byKey = new Map((values ?? []).map((value) => [value.k, value]));
  return defs.flatMap((def) => {
    const value = byKey.get(def.key);
    return value && fits(def, value)
      ? [{ key: def.key, label: def.label, value: writeValue(def, value) }]
      : [];
  });
}
