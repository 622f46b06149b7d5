'use client';

import { MAX_RATING } from '@/lib/validation';

/**
 * docs/product.md#screens-and-routes star rating: starts at 0, clicking star n sets n. Native radios
 * underneath, so arrow keys, focus and screen readers work without extra code.
 */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="label">Rating</legend>
      <div className="flex gap-1 text-3xl">
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${n} star${n > 1 ? 's' : ''}`}
            />
            <span aria-hidden="true" className={n <= value ? 'text-accent' : 'text-steel-300'}>
              ★
            </span>
          </label>
        ))}
      </div>
      <p className="text-sm text-steel-500" data-testid="rating-value">
        {value} of {MAX_RATING}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
