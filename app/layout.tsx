import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { SESSION_HINT_SCRIPT } from '@/lib/auth';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/seo';
import { siteOrigin } from '@/lib/env';
import './globals.css';

export function generateMetadata(): Metadata {
  return { ...metadata, metadataBase: new URL(siteOrigin()) };
}

const metadata: Metadata = {
  title: { default: `${SITE_NAME} — precision industrial parts in bulk`, template: `%s · ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: {
    type: 'website',
    siteName: SITE_NAME,
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    images: ['/images/banner/slide-1.webp'],
  },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#1f56b8' };

/**
 * Public pages are cached and shared by every visitor, so nothing here reads the session: the
 * navbar learns who is signed in in the browser (components/layout/nav-links.tsx), and a script
 * reads a sign-in hint before the first paint so a signed-in visitor never sees SIGN IN
 * (lib/auth/session-hint.ts). It marks <html>, hence suppressHydrationWarning there.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <Navbar />
        <main className="flex-1">{children}</main>
        <Footer />
      </body>
    </html>
  );
}
