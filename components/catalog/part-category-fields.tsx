'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { AttributeField } from '@/lib/attributes/browser';
import type { PartCategoryChoice } from '@/lib/catalog';
import { DIMENSIONS, unitSign } from '@/lib/model';

/** How a number may be typed: any unit of its dimension, a bare number in its own. */
function numberHint(field: AttributeField): string {
  if (!field.dimension) return '';
  const { label, units } = DIMENSIONS[field.dimension];
  return `Any ${label.toLowerCase()} unit (${units.map(unitSign).join(', ')}); a bare number is in ${unitSign(field.unit ?? '')}.`;
}

/** One attribute's field: a number or a text typed, a choice from its list ("—": none). */
function AttributeInput({
  field,
  registration,
  error,
}: {
  field: AttributeField;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const hintId = useId();
  const hint = field.kind === 'number' ? numberHint(field) : '';
  return (
    <div>
      <label className="block">
        <span className="label">
          {field.label}
          {field.critical && ' (critical)'}
        </span>
        {field.kind === 'choice' ? (
          <select className="input" {...registration}>
            <option value="">—</option>
            {(field.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            className="input"
            maxLength={200}
            placeholder={field.kind === 'number' ? unitSign(field.unit ?? '') : undefined}
            aria-describedby={hint ? hintId : undefined}
            {...registration}
          />
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-steel-700">
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type Props = {
  categories: readonly PartCategoryChoice[];
  /** The category chosen now (the select's value, watched). */
  chosen: PartCategoryChoice | undefined;
  category: UseFormRegisterReturn;
  /** The field of one attribute's value, `attributes.{key}`. */
  value: (key: string) => UseFormRegisterReturn;
  errors: { category?: string; value: (key: string) => string | undefined };
  className?: string;
};

/**
 * A part's category (issue 37), None or any category by its trail, and once one is chosen a field
 * for each attribute its parts have (its ancestors' and its own). Values are typed as people write
 * them; the server reads their units and answers each refusal under its field.
 */
export function PartCategoryFields({ categories, chosen, category, value, errors, className }: Props) {
  return (
    <div className={`min-w-0 space-y-4 ${className ?? ''}`}>
      <FormField label="Category" error={errors.category}>
        <select className="input" {...category}>
          <option value="">None</option>
          {categories.map((each) => (
            <option key={each.id} value={each.id}>
              {each.trail}
            </option>
          ))}
        </select>
      </FormField>
      {chosen && chosen.attributes.length > 0 && (
        <fieldset className="rounded border border-steel-300 p-3">
          <legend className="px-1 text-sm font-medium">Specifications of {chosen.trail}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {chosen.attributes.map((field) => (
              <AttributeInput
                key={`${chosen.id}:${field.key}`}
                field={field}
                registration={value(field.key)}
                error={errors.value(field.key)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
