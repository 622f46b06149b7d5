import Link from 'next/link';

/** Beside Pay, whichever gateway's form: paying accepts the terms of sale. */
export function TermsNote() {
  return (
    <p className="text-xs text-steel-700">
      By paying you accept our{' '}
      <Link href="/terms" className="font-medium text-brand-700 underline">
        Terms of sale
      </Link>
      .
    </p>
  );
}
