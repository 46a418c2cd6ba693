import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// The site's text-link styles, each written once: a link in running text, a link that stands on its
// own on a light background, and a link on the dark forest background. Layout (size, spacing) is the
// caller's className; colour, weight and underline are the style's.

const styles = {
  /** In running text: a guide's body, a sources list, the table of contents. */
  inline:
    'font-semibold text-link underline decoration-link/40 underline-offset-2 hover:text-link-hover hover:decoration-link-hover',
  /** On its own on a light background: a place's name in a list, a contact line, a tour's places. */
  standalone:
    'font-bold text-strong underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-link',
  /** On the dark forest background (the itinerary, the redirect notice, the contact panel). */
  onDark: 'font-semibold text-amber-300 underline decoration-2 underline-offset-4 hover:text-amber-200',
} as const;

export type LinkStyle = keyof typeof styles;

/** A style's classes, with the caller's layout classes (tailwind-merge resolves any clash). */
export const linkClass = (style: LinkStyle, className?: string) => cn(styles[style], className);

type LinkProps = ComponentProps<'a'> & {
  /** Opens in a new tab, with rel="noopener noreferrer" (and what `rel` adds, e.g. nofollow). */
  newTab?: boolean;
};

function styledLink(style: LinkStyle) {
  return function StyledLink({ className, newTab, rel, children, ...props }: LinkProps) {
    const tab = newTab
      ? { target: '_blank', rel: ['noopener noreferrer', rel].filter(Boolean).join(' ') }
      : { rel };
    return (
      <a {...props} {...tab} className={linkClass(style, className)}>
        {children}
      </a>
    );
  };
}

export const InlineLink = styledLink('inline');
export const StandaloneLink = styledLink('standalone');
export const OnDarkLink = styledLink('onDark');
