import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-amber-400 text-forest-950 hover:bg-amber-300 shadow-sm',
  secondary: 'bg-white/10 text-white ring-1 ring-white/60 backdrop-blur hover:bg-white/20',
  solid: 'bg-forest-800 text-white hover:bg-forest-700',
  outline: 'bg-card text-strong ring-1 ring-line/15 hover:bg-tint',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    // Hidden on paper, where a button-styled link cannot be followed (app/print.css hides buttons too).
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-pill px-6 py-3 text-base font-bold transition-colors print:hidden',
    variants[variant],
    className,
  );

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** An internal link styled as a button. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
