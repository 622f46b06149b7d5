import { DIMENSIONS, type AttributeDef, type AttributeKind, type Dimension } from '@/lib/model';

// A category's own attributes as the admin's form holds them (issue 37): text as typed, the
// choices as one comma-separated line. Pure.

export type AttributeDraft = {
  /** The row's React key: rows are added and removed in place. */
  row: number;
  /** An attribute already saved keeps its key (the parts' values and the CSV columns are by key),
   * even when its label changes; a new one is given its key from its label by the server. */
  key?: string;
  label: string;
  kind: AttributeKind;
  dimension: Dimension;
  unit: string;
  choices: string;
  critical: boolean;
};

let nextRow = 1;
const usualUnit = (dimension: Dimension): string => DIMENSIONS[dimension].units[0];

export const blankDraft = (): AttributeDraft => ({
  row: nextRow++,
  label: '',
  kind: 'text',
  dimension: 'length',
  unit: usualUnit('length'),
  choices: '',
  critical: false,
});

export const draftOf = (def: AttributeDef): AttributeDraft => ({
  ...blankDraft(),
  key: def.key,
  label: def.label,
  kind: def.kind,
  ...(def.dimension ? { dimension: def.dimension, unit: def.unit ?? usualUnit(def.dimension) } : {}),
  choices: (def.choices ?? []).join(', '),
  critical: def.critical,
});

/** A new dimension starts at its usual unit: a unit of another dimension is never sent. */
export const withDimension = (dimension: Dimension): Partial<AttributeDraft> => ({
  dimension,
  unit: usualUnit(dimension),
});

/** The words of a comma-separated line, blanks left out. */
export const choicesOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** A row as PUT /api/categories/{id}/attributes takes it: only what its kind uses. */
export function attributeBody(draft: AttributeDraft) {
  const head = { ...(draft.key ? { key: draft.key } : {}), label: draft.label, critical: draft.critical };
  if (draft.kind === 'number')
    return { ...head, kind: 'number' as const, dimension: draft.dimension, unit: draft.unit };
  if (draft.kind === 'choice') return { ...head, kind: 'choice' as const, choices: choicesOf(draft.choices) };
  return { ...head, kind: 'text' as const };
}

/** The first of the server's messages (a 422's fields) on a path or anything under it. */
export const messageAt = (errors: Record<string, string | undefined>, ...paths: string[]) =>
  paths
    .flatMap((path) =>
      Object.entries(errors).filter(([field]) => field === path || field.startsWith(`${path}.`)),
    )
    .map(([, message]) => message)
    .find(Boolean);
