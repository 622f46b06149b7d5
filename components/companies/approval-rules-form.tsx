'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import type { ApprovalRulesDto } from '@/lib/companies';
import { endpoints, useApi } from '@/lib/client';
import { FormField } from '@/components/ui/form-field';
import { LimitField, limitOf } from './limit-field';

/**
 * A company admin's approval rules (issue 34): which orders need an approver before they are
 * placed, and how many days a requisition waits for one. An empty field is no such rule.
 */
export function ApprovalRulesForm({ rules }: { rules: ApprovalRulesDto }) {
  const router = useRouter();
  const { call } = useApi('company');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);
  // The page is read again with the new rules; "Saved." is said once it is (not while it reloads).
  const [refreshing, startRefresh] = useTransition();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lines = String(form.get('moreLinesThan') ?? '').trim();
    setSaved(false);
    const result = await call(endpoints.setApprovalRules, {
      body: {
        aboveAmount: limitOf(event.currentTarget, 'aboveAmount'),
        moreLinesThan: lines === '' ? null : Number(lines),
        overLimit: form.get('overLimit') === 'on',
        windowDays: Number(form.get('windowDays')),
      },
    });
    if (!result) return;
    if (result.ok) {
      setErrors({});
      setSaved(true);
      startRefresh(() => router.refresh());
    } else setErrors(result.fields ?? { aboveAmount: result.error });
  };

  return (
    <section aria-labelledby="rules-heading" className="card space-y-3 p-4">
      <h2 id="rules-heading" className="text-lg font-semibold">
        Approval rules
      </h2>
      <p className="text-sm text-steel-700">
        An order that trips a rule waits for an approver (an admin or approver other than its buyer) before it
        is placed; nothing is held meanwhile.
      </p>
      <form onSubmit={save} noValidate className="space-y-3" aria-label="Approval rules">
        <div className="grid gap-3 sm:grid-cols-2">
          <LimitField label="Orders above" name="aboveAmount" value={rules.aboveAmount} errors={errors} />
          <FormField label="Orders with more lines than (empty: none)" error={errors.moreLinesThan}>
            <input
              className="input"
              name="moreLinesThan"
              type="number"
              min="0"
              step="1"
              inputMode="numeric"
              defaultValue={rules.moreLinesThan ?? ''}
            />
          </FormField>
          <FormField label="Days an approver has" error={errors.windowDays}>
            <input
              className="input"
              name="windowDays"
              type="number"
              min="1"
              max="30"
              step="1"
              inputMode="numeric"
              defaultValue={rules.windowDays}
            />
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="overLimit" defaultChecked={rules.overLimit} />
          Orders over a buyer&apos;s spending limit (instead of refusing them)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">
            Save rules
          </button>
          {saved && !refreshing && (
            <p role="status" className="text-sm text-green-700">
              Saved.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
