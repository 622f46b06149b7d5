// The widths and quality next.config.mjs gives next/image, shared with the light builder of a
// card's srcset (./responsive-photo.ts), so the two cannot drift apart: a width the optimizer was
// not given is refused (400).

/** Fewer widths than Next's default eight: every width is a srcset entry in each card's HTML. */
export const IMAGE_DEVICE_SIZES = [640, 828, 1200, 1920];
export const IMAGE_SIZES = [96, 256, 384];
/** next/image's default quality (Next 16 accepts only the qualities it is configured with). */
export const IMAGE_QUALITY = 75;
