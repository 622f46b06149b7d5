import type { Metadata } from 'next';
import { HomePage } from '../home-page';

// Same page as /, so search engines index one URL.
export const metadata: Metadata = { alternates: { canonical: '/' } };

// See app/(site)/page.tsx.
export const revalidate = 30;

export default HomePage;
