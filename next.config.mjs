import { fileURLToPath } from 'node:url';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, HSTS } from './lib/http/security-headers.mjs';
import { apiRouteList } from './lib/http/api-routes.mjs';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './lib/images/image-widths.mjs';
import { IMAGE_REMOTE_HOSTS } from './lib/images/remote-hosts.mjs';

const dev = process.env.NODE_ENV !== 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Cached pages and data: in each instance's memory, with tag revalidations shared through
  // MongoDB so an admin's change reaches every instance (see the handler's header comment).
  cacheHandler: fileURLToPath(new URL('./lib/cache/handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  poweredByHeader: false,
  // The /api route list for proxy.ts's 405 answers, read from the route files at build time.
  env: {
    PARTSMITH_API_ROUTES: JSON.stringify(apiRouteList(fileURLToPath(new URL('./app/api', import.meta.url)))),
  },
  // Native/driver packages stay as Node requires instead of being bundled.
  // pdfkit reads its standard fonts' metrics from its own folder at run time; fontkit parses the
  // invoice's fonts and hands them to pdfkit, so both use one copy of it (decision 0015).
  serverExternalPackages: ['mongodb', '@node-rs/argon2', 'pdfkit', 'fontkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // lib/images/image-widths.mjs: shared with the cards' light srcset builder.
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/images/**' }],
    remotePatterns: IMAGE_REMOTE_HOSTS.map((hostname) => ({ protocol: 'https', hostname })),
  },
  async headers() {
    const csp = (options) => ({
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({ dev, ...options }),
    });
    return [
      { source: '/:path*', headers: COMMON_SECURITY_HEADERS },
      // One policy per page (two headers would both be enforced): Stripe.js loads on the payment
      // pages only (an order's, and an invoice's on account).
      {
        source: '/((?!dashboard/payment/|dashboard/company/invoices/[^/]+/pay$).*)',
        headers: [csp()],
      },
      { source: '/dashboard/payment/:id', headers: [csp({ stripe: true })] },
      { source: '/dashboard/company/invoices/:id/pay', headers: [csp({ stripe: true })] },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS],
      },
    ];
  },
};

export default nextConfig;
