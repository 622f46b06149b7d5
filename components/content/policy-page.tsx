import type { ReactNode } from 'react';
import type { PolicySection } from '@/lib/content';

type Props = { title: string; updated?: string; sections: PolicySection[]; children: ReactNode };

/** Terms, privacy, shipping and about: a title, the date it was last changed, sections, and where next. */
export function PolicyPage({ title, updated, sections, children }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className={`${updated ? 'mb-2' : 'mb-8'} text-3xl font-bold`}>{title}</h1>
      {updated && <p className="mb-8 text-sm text-steel-700">Last updated: {updated}</p>}
      {sections.map((section) => {
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
      <p className="leading-relaxed text-steel-700">{children}</p>
    </div>
  );
}

/** A link in a policy page's closing line. */
export function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand-700 underline">
      {children}
    </a>
  );
}
