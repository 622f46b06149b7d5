import { Banner } from '@/components/home/banner';
import { CompanySection } from '@/components/home/company-section';
import { ContactForm } from '@/components/home/contact-form';
import { CounterStrip } from '@/components/home/counter-strip';
import { ReviewsCarousel } from '@/components/home/reviews-carousel';
import { ProductGrid } from '@/components/products/product-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { getHomeProducts } from '@/lib/catalog';
import { getHomeReviews } from '@/lib/reviews';
import { siteOrigin } from '@/lib/env';
import { organizationLd } from '@/lib/seo';

/**
 * The home page, served at both / and /Home (docs/product.md#screens-and-routes), from the cache (see the
 * pages' `revalidate`).
 */
export async function HomePage() {
  const [products, reviews] = await Promise.all([getHomeProducts(), getHomeReviews()]);
  const origin = siteOrigin();
  return (
    <>
      <JsonLd data={organizationLd(origin)} />
      {/* The page's one h1 for assistive technology and search engines; the banner says it visually. */}
      <h1 className="sr-only">Partsmith: precision industrial parts, ordered in bulk</h1>
      <Banner />
      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold">
            Our parts
          </h2>
          <a href="/parts" className="font-semibold text-brand-600 hover:underline">
            See all parts →
          </a>
        </div>
        <ProductGrid products={products} />
      </section>
      <CounterStrip />
      <ReviewsCarousel reviews={reviews} />
      <div id="contact">
        <ContactForm />
      </div>
      <CompanySection />
    </>
  );
}
