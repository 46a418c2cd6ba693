import type { ReactNode } from 'react';
import { documentMetadata, documentViewport, SiteDocument } from '@/components/layout/site-document';
import { localeOfSegment, translatedLocaleParams } from '@/lib/i18n/paths';
import '../globals.css';

// The root layout of every page in every language but the first, under /<locale>: <html lang> of the
// language. Its [locale] segment is each language of lib/i18n/locale-list.mjs; no other is built.
export const dynamicParams = false;
export const generateStaticParams = translatedLocaleParams;
export const viewport = documentViewport;

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>) {
  return documentMetadata(localeOfSegment((await params).locale));
}

export default async function Layout({ children, params }: Props) {
  return <SiteDocument locale={localeOfSegment((await params).locale)}>{children}</SiteDocument>;
}
