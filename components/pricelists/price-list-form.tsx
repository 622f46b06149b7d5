'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import type { PriceListDto } from '@/lib/pricelists';
import { endpoints, useApi } from '@/lib/client';
import { CompanyPicker, type PickedCompany } from './company-picker';

/**
 * A price list's head (store admins): who it applies to, when (store days, the end not included),
 * its priority and whether it is exclusive. New lists go to their own page for their entries.
 */
export function PriceListForm({ list }: { list?: PriceListDto }) {
  const router = useRouter();
  const { call } = useApi('price-lists');
  const [everyCompany, setEveryCompany] = useState(list?.everyCompany ?? false);
  const [companies, setCompanies] = useState<PickedCompany[]>(list?.companies ?? []);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const body = {
      code: text('code'),
      name: text('name'),
      everyCompany,
      companyIds: everyCompany ? [] : companies.map((company) => company._id),
      validFrom: text('validFrom'),
      validTo: text('validTo'),
      priority: text('priority') === '' ? 0 : Number(text('priority')),
      exclusive: form.get('exclusive') === 'on',
      active: form.get('active') === 'on',
    };
    setSaved(false);
    const result = list
      ? await call(endpoints.editPriceList, { params: { id: list._id }, body })
      : await call(endpoints.createPriceList, { body });
    if (!result) return;
    if (!result.ok) return setErrors(result.fields ?? { code: result.error });
    setErrors({});
    if (list) {
      setSaved(true);
      router.refresh();
    } else router.push(`/dashboard/pricelists/${result.data._id}`);
  };

  return (
    <form
      onSubmit={save}
      noValidate
      className="card space-y-4 p-4"
      aria-label={list ? 'Price list' : 'New price list'}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Code (printed on orders)" error={errors.code}>
          <input
            className="input"
            name="code"
            defaultValue={list?.code}
            autoCapitalize="characters"
            required
          />
        </FormField>
        <FormField label="Name" error={errors.name}>
          <input className="input" name="name" defaultValue={list?.name} required />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="label">Applies to</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="appliesTo"
            checked={everyCompany}
            onChange={() => setEveryCompany(true)}
          />
          Every business account
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="appliesTo"
            checked={!everyCompany}
            onChange={() => setEveryCompany(false)}
          />
          The companies chosen below
        </label>
      </fieldset>
      {!everyCompany && <CompanyPicker value={companies} onChange={setCompanies} error={errors.companyIds} />}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Valid from (store time; empty: already)" error={errors.validFrom}>
          <input className="input" type="date" name="validFrom" defaultValue={list?.validFrom ?? ''} />
        </FormField>
        <FormField label="Valid until, not included (empty: open)" error={errors.validTo}>
          <input className="input" type="date" name="validTo" defaultValue={list?.validTo ?? ''} />
        </FormField>
        <FormField label="Priority (a higher one wins a tie)" error={errors.priority}>
          <input
            className="input"
            type="number"
            name="priority"
            step="1"
            min="-1000"
            max="1000"
            inputMode="numeric"
            defaultValue={list?.priority ?? 0}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="exclusive" defaultChecked={list?.exclusive ?? false} />
        Exclusive: its price wins even when the ladder or another list is lower
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="active" defaultChecked={list?.active ?? true} />
        Active
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {list ? 'Save price list' : 'Create price list'}
        </button>
        {saved && (
          <p role="status" className="text-sm text-green-700">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}
