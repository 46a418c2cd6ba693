import Link from 'next/link';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import {
  isInternalPath,
  isOffsite,
  rehypeHeadingIds,
  rehypePrefixFragmentLinks,
  rehypeRawAsText,
  safeUrl,
  TABLE_FOLD_ROWS,
  sanitizeSchema,
} from '@/lib/content/markdown';
import { shortUrl } from '@/lib/content/short-url';
import { photoKey } from '@/lib/photos/photo-source';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translator';
import { SITE_URL } from '@/lib/routes';
import { Paragraph, paragraphIn } from './markdown-paragraph';
import { MarkdownPhoto, remoteFallback } from './markdown-photo';
import { linkClass } from '@/components/ui/text-link';
import { Icon } from '@/components/ui/icon';

// The one element map for guide Markdown. A server component: rendered at build, so the browser gets
// plain HTML and no Markdown code. Safety rules (schemes, raw HTML, ids) are in lib/content/markdown.ts.

const headingClass = 'scroll-mt-32 font-extrabold tracking-tight text-heading';

const components: Components = {
  h1: ({ node: _node, className, children, ...props }) => (
    <h1 className={cn(headingClass, 'mt-12 mb-5 text-4xl', className)} {...props}>
      {children}
    </h1>
  ),
  h2: ({ node: _node, className, children, ...props }) => (
    <h2 className={cn(headingClass, 'mt-12 mb-4 text-3xl', className)} {...props}>
      {children}
    </h2>
  ),
  h3: ({ node: _node, className, children, ...props }) => (
    <h3 className={cn(headingClass, 'mt-9 mb-3 text-2xl', className)} {...props}>
      {children}
    </h3>
  ),
  h4: ({ node: _node, className, children, ...props }) => (
    <h4 className={cn(headingClass, 'mt-7 mb-2 text-xl', className)} {...props}>
      {children}
    </h4>
  ),
  p: Paragraph,
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn(
        'my-5 list-disc space-y-2 pl-6 marker:text-accent',
        // GFM task lists: the checkbox is the marker.
        className?.includes('contains-task-list') && 'list-none pl-1',
        className,
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol
      className={cn('my-5 list-decimal space-y-2 pl-6 marker:font-bold marker:text-link', className)}
      {...props}
    />
  ),
  li: ({ node: _node, className, ...props }) => (
    <li
      className={cn(
        'pl-1 leading-relaxed',
        className?.includes('task-list-item') && 'flex items-start gap-2 [&>input]:mt-1.5 [&>input]:size-4',
        className,
      )}
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-6 rounded-r-lg border-l-4 border-amber-500 bg-highlight px-5 py-1 text-ink [&>p]:my-3"
      {...props}
    />
  ),
  a: ({ node: _node, href, children, className, ...props }) => {
    // An address refused by the scheme rule arrives empty: keep the words, drop the link.
    if (!href) return <span className={className}>{children}</span>;
    const classes = linkClass('inline', className);
    if (isInternalPath(href)) {
      return (
        <Link href={href} className={classes} {...props}>
          {children}
        </Link>
      );
    }
    const offsite = isOffsite(href, SITE_URL);
    return (
      <a
        href={href}
        className={classes}
        // On paper, a link to another site prints its short address (app/print.css).
        {...(offsite
          ? { target: '_blank', rel: 'noopener noreferrer', 'data-print-url': shortUrl(href) }
          : {})}
        {...props}
      >
        {children}
      </a>
    );
  },
  hr: ({ node: _node, ...props }) => <hr className="my-10 border-t-2 border-line/10" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-bold text-heading" {...props} />,
  del: ({ node: _node, ...props }) => <del className="text-ink-subtle" {...props} />,
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn(
        'rounded bg-code px-1.5 py-0.5 font-mono text-[0.9em] text-heading',
        // Inside a code block the grey box is the <pre>'s.
        'in-[pre]:bg-transparent in-[pre]:p-0',
        className,
      )}
      {...props}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-6 max-w-full min-w-0 overflow-x-auto rounded-lg bg-code p-4 text-sm leading-relaxed text-heading"
      {...props}
    />
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-tint" {...props} />,
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-line/15 px-4 py-2 font-bold text-heading" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-line/10 px-4 py-2" {...props} />,
  input: ({ node: _node, ...props }) => <input className="accent-forest-700" {...props} />,
  section: ({ node: _node, className, ...props }) => (
    <section
      className={cn(
        // GFM footnotes.
        'mt-12 border-t border-line/10 pt-6 text-sm text-ink-muted',
        className,
      )}
      {...props}
    />
  ),
  sup: ({ node: _node, ...props }) => <sup className="ml-0.5 text-xs" {...props} />,
};

/**
 * A table, in a box where wide tables scroll instead of widening the page; it is focusable so keyboard
 * users can scroll it too (axe: scrollable-region-focusable), and named in the guide's language.
 * A table of more than TABLE_FOLD_ROWS rows shows its first TABLE_FOLD_ROWS - 1 on a phone, with
 * "Show all n rows" under it: a checkbox and its label, which app/globals.css reads, so it works
 * without script (a 15-row table of dishes was three phone screens).
 */
function tableIn(label: string, showAll: (rows: number) => string): Components['table'] {
  return function Table({ node, ...props }) {
    const body = node?.children.find((child) => child.type === 'element' && child.tagName === 'tbody');
    const rows =
      body?.type === 'element'
        ? body.children.filter((child) => child.type === 'element' && child.tagName === 'tr').length
        : 0;
    const region = (
      <div
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-w-full min-w-0 overflow-x-auto rounded-lg ring-1 ring-line/10"
      >
        <table className="w-full border-collapse text-left text-sm" {...props} />
      </div>
    );
    if (rows <= TABLE_FOLD_ROWS) return <div className="my-6">{region}</div>;
    const id = `table-rows-${node?.position?.start.offset ?? 0}`;
    return (
      <div data-table-fold="" className="my-6">
        <input type="checkbox" id={id} className="sr-only sm:hidden print:hidden" />
        {region}
        <label
          htmlFor={id}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-pill px-3 text-sm font-bold text-strong ring-1 ring-line/15 hover:bg-tint sm:hidden print:hidden"
        >
          <Icon name="chevronDown" className="size-4 text-accent" />
          {showAll(rows)}
        </label>
      </div>
    );
  };
}

/**
 * A guide's Markdown body, rendered with the site's styles. `photos` holds the body's photos as the
 * page resolved them (components/guides/guide-photos.ts), by photoKey() of their address.
 */
export function Markdown({
  source,
  locale,
  photos = {},
  headingIds = [],
}: {
  source: string;
  /** The anchors of the body's ## and ### headings, in order (the guide's `headings`). */
  headingIds?: readonly string[];
  /** The guide's language: the words the renderer adds (a table's name) are in it. */
  locale: Locale;
  photos?: Record<string, ResolvedPhoto>;
}) {
  const t = getTranslator(locale);
  const withPhotos: Components = {
    ...components,
    table: tableIn(t('guide.tableRegion'), (rows) => t('guide.showAllRows', { rows: String(rows) })),
    p: paragraphIn(locale),
    img: ({ node: _node, src, alt, title }) => {
      const url = typeof src === 'string' && src ? src : undefined;
      const photo = url ? (photos[photoKey(url)] ?? remoteFallback(url)) : undefined;
      return <MarkdownPhoto src={url} alt={alt ?? ''} title={title} photo={photo} />;
    },
  };
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      // Ids are prefixed once, by rehype-sanitize (see lib/content/markdown.ts ID_PREFIX).
      remarkRehypeOptions={{
        clobberPrefix: '',
        // The words the footnotes section adds, in the guide's language.
        footnoteLabel: t('guide.footnotes'),
        footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
          t('guide.backToReference', {
            reference: `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`,
          }),
      }}
      rehypePlugins={[
        rehypeRawAsText,
        [rehypeHeadingIds, headingIds],
        [rehypeSanitize, sanitizeSchema],
        rehypePrefixFragmentLinks,
      ]}
      urlTransform={safeUrl}
      components={withPhotos}
    >
      {source}
    </ReactMarkdown>
  );
}
