import type { ReactNode } from 'react';
import { documentMetadata, documentViewport, SiteDocument } from '@/components/layout/site-document';
import '../globals.css';

// The root layout of every page in English, at the spec's paths: <html lang="en">.
export const metadata = documentMetadata('en');
export const viewport = documentViewport;

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
