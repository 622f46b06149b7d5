import type { Metadata } from 'next';
import Link from 'next/link';
import { SHIPPING_SECTIONS, SHIPPING_UPDATED } from '@/lib/content/shipping';

export const metadata: Metadata = {
  title: 'Shipping and returns',
  description:
    'How Partsmith Manufacturing dispatches, packs and delivers bulk parts (EXW or DAP), how to report damaged goods, and which parts can be returned within 30 days.',
  alternates: { canonical: '/shipping' },
};

export default function ShippingPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">Shipping and returns</h1>
      <p className="mb-8 text-sm text-steel-700">Last updated: {SHIPPING_UPDATED}</p>
      {SHIPPING_SECTIONS.map((section) => (
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
        Risk, warranty and liability are set out in our{' '}
        <Link href="/terms" className="font-semibold text-brand-700 underline">
          Terms of sale
        </Link>
        . To report a delivery problem or arrange a return, use our{' '}
        <Link href="/#contact" className="font-semibold text-brand-700 underline">
          contact form
        </Link>
        .
      </p>
    </div>
  );
}
