import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/lib/routes';

/** The navigation bar's search link: an icon with an accessible name, on every page and every width. */
export function SearchLink() {
  return (
    <Link
      href={routes.search}
      aria-label="Search the guides"
      className="flex size-11 items-center justify-center rounded-full text-white group-data-[scrolled]:text-ink hover:bg-white/10 group-data-[scrolled]:hover:bg-forest-50"
    >
      <Icon name="search" className="size-5" />
    </Link>
  );
}
