'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActiveLink, navLinks } from '@/lib/site/nav';

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
