import type { Metadata } from 'next';
import { BLOG_POSTS } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Blogs',
  description:
    'Answers to six questions front-end developers ask about React and JavaScript, from the Partsmith web team.',
  alternates: { canonical: '/blogs' },
};

/**
 * An answer's words, its `code` spans set as code. Code may wrap anywhere: one long expression is a
 * single unbreakable word otherwise, and it widened the page to 558 px on a 375 px phone.
 */
function AnswerText({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-steel-100 px-1 font-mono text-[0.9em] wrap-anywhere">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

export default function BlogsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-center text-3xl font-bold">Questions and answers</h1>
      <div className="grid gap-6 md:grid-cols-2">
        {BLOG_POSTS.map((post) => (
          // min-w-0: a grid item is otherwise as wide as its longest word, whatever the screen.
          <article key={post.question} data-testid="blog-card" className="card min-w-0 p-6">
            <h2 className="mb-3 text-lg font-semibold break-words text-brand-700">{post.question}</h2>
            <p className="leading-relaxed break-words text-steel-700">
              <AnswerText text={post.answer} />
            </p>
          </article>
        ))}
      </div>
    </div>
  );
}
