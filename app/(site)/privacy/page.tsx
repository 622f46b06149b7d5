import type { Metadata } from 'next';
import Link from 'next/link';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '@/lib/content/privacy';

export const metadata: Metadata = {
  title: 'Privacy policy',
  description:
    'What personal data Partsmith Manufacturing collects from buyers, which cookies the site uses, how long data is kept, and how to access, correct or delete it.',
  alternates: { canonical: '/privacy' },
};

export default function PrivacyPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold">Privacy policy</h1>
      <p className="mb-8 text-sm text-steel-700">Last updated: {PRIVACY_UPDATED}</p>
      {PRIVACY_SECTIONS.map((section) => (
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
        To ask about your data, or to have it corrected or deleted, use our{' '}
        <Link href="/#contact" className="font-semibold text-brand-700 underline">
          contact form
        </Link>
        .
      </p>
    </div>
  );
}
