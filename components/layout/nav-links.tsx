'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActiveLink, type NavLink } from '@/lib/site/nav';
import { SavedCount } from './saved-count';

/** Navigation links; the current section is highlighted and marked aria-current="page". */
export function NavLinks({
  links,
  home,
  className,
  linkClassName,
}: {
  /** The links in the page's language (lib/site/nav.ts). */
  links: readonly NavLink[];
  /** The language's home page, active on an exact match only. */
  home: string;
  className?: string;
  linkClassName?: string;
}) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.href, pathname, home);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              data-active={active ? '' : undefined}
              className={linkClassName}
            >
              {link.label}
              {link.savedCount && (
                <>
                  {' '}
                  <SavedCount className="ml-auto" />
                </>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
