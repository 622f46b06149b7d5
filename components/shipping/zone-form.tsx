'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TaxClassOptions } from '@/components/catalog/tax-class-options';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, useApi } from '@/lib/client';
import type { ShippingKind, TaxClass } from '@/lib/model';
import type { ShippingZoneDto } from '@/lib/shipping';
import { areasText, bandsText, parseAreas, parseBands } from './zone-text';

/** A method as the form holds it: text as typed, the bands one per line. */
type MethodDraft = {
  key: number;
  id?: string;
  name: string;
  kind: ShippingKind;
  taxClass: TaxClass;
  price: string;
  freeAbove: string;
  bands: string;
};

const KIND_LABELS: Record<ShippingKind, string> = {
  flat: 'Flat per order',
  weight: 'By weight (kg bands)',
  value: 'By order value ($ bands)',
  pickup: 'Pickup at the plant',
};

let nextKey = 1;
const blankMethod = (): MethodDraft => ({
  key: nextKey++,
  name: '',
  kind: 'flat',
  taxClass: 'standard',
  price: '',
  freeAbove: '',
  bands: '',
});
const draftOf = (method: ShippingZoneDto['methods'][number]): MethodDraft => ({
  key: nextKey++,
  id: method.id,
  name: method.name,
  kind: method.kind,
  taxClass: method.taxClass,
  price: method.price === null ? '' : String(method.price),
  freeAbove: method.freeAbove === null ? '' : String(method.freeAbove),
  bands: bandsText(method.bands),
});
/** A typed amount, or NaN (sent as null, which the API refuses by name): never read as 0. */
const amount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A shipping zone (store admins, issue 36): its name, where it reaches (one line per country, its
 * states or its postcode beginnings) and its methods, in the order offered. Adds a zone, or edits
 * `zone` (its methods keep their ids, so carts choosing one keep it).
 */
export function ZoneForm({ zone, onDone }: { zone?: ShippingZoneDto; onDone?: () => void }) {
  const router = useRouter();
  const { call } = useApi('shipping-zones');
  const title = zone ? `Edit ${zone.name}` : 'Add a shipping zone';
  const [methods, setMethods] = useState<MethodDraft[]>(() =>
    zone ? zone.methods.map(draftOf) : [blankMethod()],
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const change = (key: number, fields: Partial<MethodDraft>) =>
    setMethods((list) => list.map((method) => (method.key === key ? { ...method, ...fields } : method)));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const built = methods.map((method) => {
      const head = {
        ...(method.id ? { id: method.id } : {}),
        name: method.name,
        taxClass: method.taxClass,
        ...(method.freeAbove.trim() ? { freeAbove: amount(method.freeAbove) } : {}),
      };
      if (method.kind === 'flat') return { ...head, kind: 'flat' as const, price: amount(method.price) };
      if (method.kind === 'pickup') return { ...head, kind: 'pickup' as const };
      const bands = parseBands(method.bands);
      return 'error' in bands ? bands : { ...head, kind: method.kind, bands: bands.bands };
    });
    const wrong = built.findIndex((method) => 'error' in method);
    if (wrong >= 0)
      return setErrors({ [`methods.${wrong}.bands`]: (built[wrong] as { error: string }).error });
    const body = {
      name: String(form.get('name') ?? ''),
      areas: parseAreas(String(form.get('areas') ?? '')),
      methods: built as Exclude<(typeof built)[number], { error: string }>[],
    };
    setBusy(true);
    const result = zone
      ? await call(endpoints.editZone, { params: { id: zone._id }, body })
      : await call(endpoints.addZone, { body });
    setBusy(false);
    if (!result) return;
    if (!result.ok) return setErrors(result.fields ?? { name: result.error });
    setErrors({});
    if (!zone) {
      event.currentTarget?.reset();
      setMethods([blankMethod()]);
    }
    onDone?.();
    router.refresh();
  };
  const fieldError = (prefix: string) =>
    Object.entries(errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];

  return (
    <form onSubmit={save} noValidate className="card space-y-4 p-4" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <FormField label="Zone name" error={errors.name}>
        <input className="input" name="name" defaultValue={zone?.name} placeholder="Northeast US" />
      </FormField>
      <FormField
        label="Where it ships, one line each: US · US VT NH (states) · GB postcodes BT IV"
        error={fieldError('areas')}
      >
        <textarea className="input min-h-20" name="areas" defaultValue={zone ? areasText(zone.areas) : ''} />
      </FormField>
      {methods.map((method, index) => (
        <fieldset key={method.key} className="space-y-3 rounded border border-steel-200 p-3">
          <legend className="px-1 text-sm font-medium">Method {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label="Method name" error={fieldError(`methods.${index}.name`)}>
              <input
                className="input"
                value={method.name}
                onChange={(event) => change(method.key, { name: event.target.value })}
              />
            </FormField>
            <FormField label="Priced" error={fieldError(`methods.${index}.kind`)}>
              <select
                className="input"
                value={method.kind}
                onChange={(event) => change(method.key, { kind: event.target.value as ShippingKind })}
              >
                {Object.entries(KIND_LABELS).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Tax class of shipping" error={fieldError(`methods.${index}.taxClass`)}>
              <select
                className="input"
                value={method.taxClass}
                onChange={(event) => change(method.key, { taxClass: event.target.value as TaxClass })}
              >
                <TaxClassOptions />
              </select>
            </FormField>
            {method.kind === 'flat' && (
              <FormField label="Price ($)" error={fieldError(`methods.${index}.price`)}>
                <input
                  className="input"
                  inputMode="decimal"
                  value={method.price}
                  onChange={(event) => change(method.key, { price: event.target.value })}
                />
              </FormField>
            )}
            {method.kind !== 'pickup' && (
              <FormField label="Free above ($, optional)" error={fieldError(`methods.${index}.freeAbove`)}>
                <input
                  className="input"
                  inputMode="decimal"
                  value={method.freeAbove}
                  onChange={(event) => change(method.key, { freeAbove: event.target.value })}
                />
              </FormField>
            )}
          </div>
          {(method.kind === 'weight' || method.kind === 'value') && (
            <FormField
              label={`Bands, one per line, rising: up to (${method.kind === 'weight' ? 'kg' : '$'}), price ($) · last: over, 90 or over, quote`}
              error={fieldError(`methods.${index}.bands`)}
            >
              <textarea
                className="input min-h-20"
                value={method.bands}
                onChange={(event) => change(method.key, { bands: event.target.value })}
              />
            </FormField>
          )}
          {methods.length > 1 && (
            <button
              type="button"
              className="btn-outline"
              onClick={() => setMethods((list) => list.filter((other) => other.key !== method.key))}
            >
              Remove method {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      {fieldError('methods') && !Object.keys(errors).some((path) => /^methods\.\d/.test(path)) && (
        <p role="alert" className="text-sm text-red-600">
          {fieldError('methods')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={() => setMethods((list) => [...list, blankMethod()])}
        >
          Add a method
        </button>
        <SubmitButton className="btn-primary" disabled={busy}>
          {zone ? 'Save zone' : 'Add zone'}
        </SubmitButton>
        {zone && onDone && (
          <button type="button" className="btn-outline" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
