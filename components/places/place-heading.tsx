import { StandaloneLink } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { PlaceNumber } from './place-number';

/** A place in a list: its number (as on the map) and its name, linked to its page. */
export function PlaceHeading({
  number,
  href,
  name,
  className,
}: {
  number: number;
  href: string;
  name: string;
  className?: string;
}) {
  return (
    <h3 className={cn('flex items-start gap-3 text-xl font-extrabold', className)}>
      <PlaceNumber value={number} />
      <StandaloneLink href={href} className="min-h-7 pt-0.5">
        {name}
      </StandaloneLink>
    </h3>
  );
}
