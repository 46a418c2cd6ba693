import type { ReactNode } from 'react';
import { documentMetadata, documentViewport, SiteDocument } from '@/components/layout/site-document';
import '../globals.css';

// The root layout of every page in Bahasa Indonesia, under /id: <html lang="id">.
export const metadata = documentMetadata('id');
export const viewport = documentViewport;

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="id">{children}</SiteDocument>;
}
