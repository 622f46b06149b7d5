/**
 * `og:type` for types Next's Metadata API does not know (it throws on `product`). React hoists a
 * <meta> rendered in a page into the document's head.
 */
export function OgType({ type }: { type: 'product' }) {
  return <meta property="og:type" content={type} />;
}
