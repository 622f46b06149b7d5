import { fileURLToPath } from 'node:url';
import { IMAGE_REMOTE_HOSTS } from './lib/images/remote-hosts.mjs';

/** @type {import('next').NextConfig} */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig = {
  reactStrictMode: true,
  // Cached pages and data: in each instance's memory, with tag revalidations shared through
  // MongoDB so an admin's change reaches every instance (see the handler's header comment).
  cacheHandler: fileURLToPath(new URL('./lib/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  poweredByHeader: false,
  // Native/driver packages stay as Node requires instead of being bundled.
  serverExternalPackages: ['mongodb', '@node-rs/argon2'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's default eight: every width is a srcset entry in each card's HTML
    // (twice, with the RSC payload), and cards are never wider than 1,200 device pixels.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/images/**' }],
    remotePatterns: IMAGE_REMOTE_HOSTS.map((hostname) => ({ protocol: 'https', hostname })),
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
