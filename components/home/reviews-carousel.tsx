import { Carousel } from '@/components/ui/carousel';
import { Stars } from '@/components/ui/stars';
import type { ReviewDto } from '@/lib/reviews';

export function ReviewsCarousel({ reviews }: { reviews: ReviewDto[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="reviews-heading" className="mb-8 text-center text-3xl font-bold">
        What our customers say
      </h2>
      {reviews.length === 0 ? (
        <p className="text-center text-steel-500">No reviews yet.</p>
      ) : (
        <Carousel
          label="Customer reviews"
          tone="light"
          slideClassName="w-full md:w-1/2 lg:w-1/3"
          slides={reviews.map((review) => (
            <article
              key={review._id}
              data-testid="review"
              className="card m-2 flex h-full flex-col gap-3 p-6"
            >
              <header className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{review.name}</h3>
                {review.verifiedBuyer && (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    verified buyer
                  </span>
                )}
              </header>
              <Stars rating={review.rating} />
              <p className="text-steel-700">{review.customerFeedback}</p>
            </article>
          ))}
        />
      )}
    </section>
  );
}
