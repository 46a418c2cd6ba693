'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { isActiveLink, navLinks } from '@/lib/nav';

/** The three main links; the current section is highlighted and marked aria-current="page". */
export function NavLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {navLinks.map((link) => {
        const active = isActiveLink(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              data-active={active ? '' : undefined}
              className={linkClassName}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export const navLinkClass = cn(
  'relative inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold transition-colors',
  'text-white/90 hover:text-white group-data-[scrolled]:text-ink-muted group-data-[scrolled]:hover:text-forest-800',
  'data-[active]:text-amber-300 group-data-[scrolled]:data-[active]:text-amber-800',
  'after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:scale-x-0 after:rounded after:bg-current after:transition-transform data-[active]:after:scale-x-100',
);
