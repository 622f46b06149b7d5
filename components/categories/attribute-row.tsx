'use client';

import { FormField } from '@/components/ui/form-field';
import {
  ATTRIBUTE_KINDS,
  ATTRIBUTE_KIND_LABELS,
  DIMENSIONS,
  DIMENSION_NAMES,
  unitSign,
  type AttributeKind,
  type Dimension,
} from '@/lib/model';
import { messageAt, withDimension, type AttributeDraft } from './attribute-drafts';

/**
 * One attribute of a category's own (issue 37): its label, its kind and what the kind needs (a
 * number's dimension and unit, a choice's values), whether substitutes must match it. `errors`
 * are the server's, by path (`attributes.0.unit`); `place` is the row's index in them.
 */
export function AttributeRow({
  draft,
  place,
  errors,
  onChange,
  onRemove,
}: {
  draft: AttributeDraft;
  place: number;
  errors: Record<string, string | undefined>;
  onChange: (fields: Partial<AttributeDraft>) => void;
  onRemove: () => void;
}) {
  const at = (...fields: string[]) =>
    messageAt(errors, ...fields.map((field) => `attributes.${place}.${field}`));
  const name = `Attribute ${place + 1}`;
  return (
    <fieldset className="space-y-3 rounded border border-steel-300 p-3">
      <legend className="px-1 text-sm font-medium">{name}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {/* A key made from the label is the label's problem (a label without letters, "Price"). */}
        <FormField label="Label" error={at('label', 'key')}>
          <input
            className="input"
            value={draft.label}
            maxLength={60}
            onChange={(event) => onChange({ label: event.target.value })}
          />
        </FormField>
        <FormField label="Kind" error={at('kind')}>
          <select
            className="input"
            value={draft.kind}
            onChange={(event) => onChange({ kind: event.target.value as AttributeKind })}
          >
            {ATTRIBUTE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ATTRIBUTE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FormField>
        {draft.kind === 'number' && (
          <>
            <FormField label="Dimension" error={at('dimension')}>
              <select
                className="input"
                value={draft.dimension}
                onChange={(event) => onChange(withDimension(event.target.value as Dimension))}
              >
                {DIMENSION_NAMES.map((dimension) => (
                  <option key={dimension} value={dimension}>
                    {DIMENSIONS[dimension].label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Unit it is shown in" error={at('unit')}>
              <select
                className="input"
                value={draft.unit}
                onChange={(event) => onChange({ unit: event.target.value })}
              >
                {DIMENSIONS[draft.dimension].units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unitSign(unit)}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        {draft.kind === 'choice' && (
          <div className="sm:col-span-2">
            <FormField label="Choices, separated by commas" error={at('choices')}>
              <input
                className="input"
                value={draft.choices}
                placeholder="Steel, Brass, Stainless steel"
                onChange={(event) => onChange({ choices: event.target.value })}
              />
            </FormField>
          </div>
        )}
      </div>
      {draft.key && <p className="text-sm text-steel-700">Key: {draft.key} (kept when the label changes)</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.critical}
            onChange={(event) => onChange({ critical: event.target.checked })}
          />
          Critical: substitutes must match it
        </label>
        <button type="button" className="btn-outline" onClick={onRemove}>
          Remove {name.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}
