import type { Metadata } from 'next';
import Link from 'next/link';
import { TERMS_SECTIONS, TERMS_UPDATED } from '@/lib/content/terms';

export const metadata: Metadata = {
  title: 'Terms of sale',
  description:
    'Partsmith Manufacturing terms of sale for business buyers: minimum order quantities, USD prices and quotes, card payment, invoices, delivery, warranty and liability.',
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">Terms of sale</h1>
      <p className="mb-8 text-sm text-steel-700">Last updated: {TERMS_UPDATED}</p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.heading} className="mb-8">
          <h2 className="mb-3 text-xl font-semibold text-brand-700">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mb-3 leading-relaxed text-steel-700">
              {text}
            </p>
          ))}
          {section.items && (
            <ul className="list-disc space-y-2 pl-6 leading-relaxed text-steel-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="leading-relaxed text-steel-700">
        See also our{' '}
        <Link href="/shipping" className="font-semibold text-brand-700 underline">
          Shipping and returns
        </Link>{' '}
        and{' '}
        <Link href="/privacy" className="font-semibold text-brand-700 underline">
          Privacy policy
        </Link>
        . Questions about an order or a quote? Write to us through the{' '}
        <Link href="/#contact" className="font-semibold text-brand-700 underline">
          contact form
        </Link>
        .
      </p>
    </div>
  );
}
