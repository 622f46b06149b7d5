import type { Metadata } from 'next';
import Link from 'next/link';
import { ABOUT_SECTIONS } from '@/lib/content/about';

export const metadata: Metadata = {
  title: 'About us',
  description:
    'Partsmith Manufacturing machines, heat-treats and inspects precision industrial parts in its own plant and sells them in bulk to workshops and manufacturers worldwide.',
  alternates: { canonical: '/about' },
};

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold">About us</h1>
      {ABOUT_SECTIONS.map((section) => {
        const List = section.ordered ? 'ol' : 'ul';
        return (
          <section key={section.heading} className="mb-8">
            <h2 className="mb-3 text-xl font-semibold text-brand-700">{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mb-3 leading-relaxed text-steel-700">
                {text}
              </p>
            ))}
            {section.items && (
              <List
                className={`${section.ordered ? 'list-decimal' : 'list-disc'} space-y-2 pl-6 leading-relaxed text-steel-700`}
              >
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            )}
          </section>
        );
      })}
      <p className="leading-relaxed text-steel-700">
        Browse our{' '}
        <Link href="/parts" className="font-semibold text-brand-700 underline">
          parts catalog
        </Link>{' '}
        or ask for a quote through our{' '}
        <Link href="/#contact" className="font-semibold text-brand-700 underline">
          contact form
        </Link>
        .
      </p>
    </div>
  );
}
