import { createElement } from 'react';
import { icons, type IconName } from '@/lib/site/icons';

/**
 * A decorative line icon (lucide's shapes, lib/site/icons.ts), drawn as inline SVG at build.
 * The stroke style comes from the `icon` class (app/globals.css) rather than five attributes on
 * every icon: a list page draws dozens, and each attribute set costs its bytes every time.
 */
export function Icon({
  name,
  className,
  strokeWidth,
}: {
  name: IconName;
  className?: string;
  /** Only when not the default 2. */
  strokeWidth?: number;
}) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className ? `icon shrink-0 ${className}` : 'icon shrink-0'}
      style={strokeWidth === undefined ? undefined : { strokeWidth }}
    >
      {icons[name].map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
