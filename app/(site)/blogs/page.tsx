import type { Metadata } from 'next';
import { BLOG_POSTS } from '@/lib/content/blogs';

export const metadata: Metadata = {
  title: 'Blogs',
  description:
    'Answers to six questions front-end developers ask about React and JavaScript, from the Partsmith web team.',
  alternates: { canonical: '/blogs' },
};

export default function BlogsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 text-center text-3xl font-bold">Questions and answers</h1>
      <div className="grid gap-6 md:grid-cols-2">
        {BLOG_POSTS.map((post) => (
          <article key={post.question} data-testid="blog-card" className="card p-6">
            <h2 className="mb-3 text-lg font-semibold text-brand-700">{post.question}</h2>
            <p className="leading-relaxed text-steel-700">{post.answer}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
