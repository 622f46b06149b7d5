'use client';

import { useState, type FormEvent } from 'react';
import type { CompanyDto } from '@/lib/companies';
import { endpoints, useApi } from '@/lib/client';

type Decision = 'approve' | 'decline' | 'suspend' | 'reinstate';

/** What a store admin may do to a company in its status; declining and suspending say why. */
const CHOICES: Record<CompanyDto['status'], Decision[]> = {
  applied: ['approve', 'decline'],
  active: ['suspend'],
  suspended: ['reinstate'],
  declined: [],
};
const LABELS: Record<Decision, string> = {
  approve: 'Approve',
  decline: 'Decline',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
};

export function CompanyDecision({
  company,
  onDecided,
}: {
  company: CompanyDto;
  onDecided: (row: CompanyDto) => void;
}) {
  const { call } = useApi('companies');
  const [asking, setAsking] = useState<Decision | null>(null);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: Decision, reason?: string) => {
    const result = await call(endpoints.decideCompany, {
      params: { id: company._id },
      body: { decision, reason },
    });
    if (!result) return;
    if (result.ok) {
      setAsking(null);
      setError(null);
      onDecided(result.data);
    } else setError(result.fields?.reason ?? result.error);
  };
  const withReason = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide(asking!, String(new FormData(event.currentTarget).get('reason') ?? ''));
  };

  if (asking)
    return (
      <form onSubmit={withReason} className="space-y-2" aria-label={`${LABELS[asking]} ${company.name}`}>
        <label className="block">
          <span className="label">Why (the company is told)</span>
          <textarea className="input" name="reason" rows={2} maxLength={500} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-danger">
            {LABELS[asking]}
          </button>
          <button type="button" className="btn-outline" onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {CHOICES[company.status].map((decision) => (
        <button
          key={decision}
          type="button"
          className={decision === 'approve' || decision === 'reinstate' ? 'btn-primary' : 'btn-outline'}
          onClick={() =>
            decision === 'decline' || decision === 'suspend' ? setAsking(decision) : void decide(decision)
          }
          aria-label={`${LABELS[decision]} ${company.name}`}
        >
          {LABELS[decision]}
        </button>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
