'use client';

import type { ComponentProps } from 'react';
import { preload } from 'react-dom';

type Props = ComponentProps<'img'> & { src: string; alt: string; priority: boolean };

/**
 * A Photo's <img>, rendered as a client component on purpose (as next/image's own is): React
 * writes a preload hint into a page's payload for every eager <img> a server component renders,
 * so every page that prefetches this one would download its photos too. `priority` preloads the
 * photo from the page's head, as next/image's does.
 */
export function PhotoImg({ priority, alt, ...attributes }: Props) {
  if (priority) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (./photo.tsx)
  return <img alt={alt} {...attributes} />;
}
