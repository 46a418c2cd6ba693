import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { DevBehaviors } from '@/components/behaviors/dev-loader';
import { BOOT_SCRIPT } from '@/lib/site/boot-script';
import { rootMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/config';
import './globals.css';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = { themeColor: site.themeColor };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: BOOT_SCRIPT marks <html data-js> before React hydrates (in dev).
    // data-scroll-behavior: Next (in dev) turns the smooth scrolling of globals.css off while it changes routes.
    <html lang="en" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-amber-400 px-4 py-3 font-semibold text-forest-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* The built pages get the behaviours inline at build (scripts/build/postbuild.mjs). */}
        {process.env.NODE_ENV === 'development' && <DevBehaviors />}
      </body>
    </html>
  );
}
