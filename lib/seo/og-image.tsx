import 'server-only';

import type { ReactElement } from 'react';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { emojiDataUri } from './og-emoji';
import { ogFonts } from './og-fonts';

// Renders the share images and PNG icons at build, offline: satori draws the markup to SVG with the
// bundled fonts (lib/seo/og-fonts.ts) and emoji (lib/seo/og-emoji.ts), and resvg turns it into a
// PNG. satori asks for anything those do not cover (Chinese, Arabic, Sundanese script…) through
// loadAdditionalAsset, which next/og answers by fetching Google Fonts and a CDN; here it is answered
// from node_modules only. A character nothing bundled can draw is left out of the image (never an
// empty box), the image is drawn again without it, and the build prints a warning naming it.

/** Applied to every text of the image: the identity, or the one that leaves out undrawable characters. */
export type TextFilter = (text: string) => string;

export type RenderedImage = {
  png: Uint8Array<ArrayBuffer>;
  svg: string;
  /** Characters (and emoji) left out because nothing bundled draws them. */
  dropped: string[];
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A text without the given characters and emoji, spaces tidied. */
function without(text: string, chars: ReadonlySet<string>, emoji: ReadonlySet<string>): string {
  return [...graphemes.segment(text)]
    .map(({ segment }) => (emoji.has(segment) || [...segment].some((char) => chars.has(char)) ? '' : segment))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const codePoints = (text: string) =>
  [...text].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

/**
 * Draws `draw(text)` at the given size. `name` identifies the image in the build warning.
 * Never touches the network.
 */
export async function renderImage(
  name: string,
  size: { width: number; height: number },
  draw: (text: TextFilter) => ReactElement,
): Promise<RenderedImage> {
  const missingChars = new Set<string>();
  const missingEmoji = new Set<string>();
  const render = (text: TextFilter) =>
    satori(draw(text), {
      ...size,
      fonts: ogFonts(),
      // Called only for what the fonts above cannot draw; nothing here fetches.
      loadAdditionalAsset: async (code: string, segment: string) => {
        if (code === 'emoji') {
          const picture = emojiDataUri(segment);
          if (picture) return picture;
          missingEmoji.add(segment);
          return [];
        }
        for (const char of segment) if (/\S/.test(char)) missingChars.add(char);
        return [];
      },
    });

  let svg = await render((text) => text);
  // A second pass rarely finds more (a character only some words needed); a third never has.
  for (let pass = 0; pass < 2 && (missingChars.size || missingEmoji.size); pass++) {
    const dropped = new Set([...missingChars, ...missingEmoji]);
    svg = await render((text) => without(text, missingChars, missingEmoji));
    if ([...missingChars, ...missingEmoji].every((char) => dropped.has(char))) break;
  }
  const dropped = [...missingEmoji, ...missingChars];
  if (dropped.length) {
    console.warn(
      `⚠ ${name}: no bundled font or emoji draws ${dropped.join('')} (${codePoints(dropped.join(''))}); ` +
        'left out of the image (lib/seo/og-fonts.ts lists the fonts).',
    );
  }
  // Text is already outlines in the SVG: resvg needs no fonts, so it reads none from the system.
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: size.width },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return { png: new Uint8Array(png), svg, dropped };
}

/** A PNG response for a route handler. */
export const pngResponse = ({ png }: RenderedImage) =>
  new Response(png, { headers: { 'Content-Type': 'image/png' } });
