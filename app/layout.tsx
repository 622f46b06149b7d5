import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { auth } from '@/auth';
import { SITE_DESCRIPTION, SITE_NAME, siteOrigin } from '@/lib/seo/site';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return { ...metadata, metadataBase: new URL(await siteOrigin()) };
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

// Every page reads the session or the database: never prerender at build time.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { themeColor: '#1f56b8' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await auth();
  const user = session?.user?.email ? { email: session.user.email } : null;
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <Navbar user={user} />
        <main className="flex-1">{children}</main>
        <Footer />
      </body>
    </html>
  );
}
