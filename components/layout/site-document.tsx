import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DevBehaviors } from '@/components/behaviors/dev-loader';
import { localeSettings, type Locale } from '@/lib/i18n/locales';
import { BOOT_SCRIPT } from '@/lib/site/boot-script';
import { rootMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/config';

// The HTML document of every page of one language: its root layout (app/(en)/layout.tsx,
// app/id/layout.tsx) renders it, so <html lang> is the page's language from the server on. The
// page's own frame (header, main, footer) is components/layout/page-frame.tsx, which each page
// renders with what only it knows: its version in the other language.

export const documentMetadata = (locale: Locale): Metadata => rootMetadata(locale);

// color-scheme: the page follows the system's light or dark setting (app/globals.css, the tokens of
// lib/site/colors.ts); the meta tells the browser before the stylesheet arrives, so form controls,
// scrollbars and the first paint are in the right scheme.
export const documentViewport: Viewport = { themeColor: site.themeColor, colorScheme: 'light dark' };

export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // suppressHydrationWarning: BOOT_SCRIPT marks <html data-js> before React hydrates (in dev).
    <html lang={localeSettings[locale].tag} suppressHydrationWarning>
      {/* The root layouts' document (app/(en)/layout.tsx, app/id/layout.tsx): a plain <head> is right here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        {children}
        {/* The built pages get the behaviours inline at build (scripts/build/postbuild.mjs). */}
        {process.env.NODE_ENV === 'development' && <DevBehaviors />}
      </body>
    </html>
  );
}
