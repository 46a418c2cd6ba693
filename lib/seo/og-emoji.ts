import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

// Emoji for the share images, from the Twemoji SVGs in node_modules/@twemoji/svg (the set next/og
// would fetch from a CDN at build), so a title like "Kopi ☕ di Bandung" renders offline.

const EMOJI_DIR = path.join(process.cwd(), 'node_modules', '@twemoji', 'svg');

/**
 * Twemoji's file name for an emoji: its code points in hex joined by "-", without the emoji
 * presentation selector U+FE0F unless the emoji is a ZWJ sequence (Twemoji's own rule).
 */
export function twemojiName(emoji: string): string {
  const codePoints = [...(emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, ''))];
  return codePoints.map((char) => char.codePointAt(0)!.toString(16)).join('-');
}

/** The emoji as an SVG data URI for satori, or undefined when the set has no picture for it. */
export function emojiDataUri(emoji: string): string | undefined {
  const name = twemojiName(emoji);
  if (!/^[0-9a-f]+(?:-[0-9a-f]+)*$/.test(name)) return undefined;
  try {
    return `data:image/svg+xml;base64,${fs.readFileSync(path.join(EMOJI_DIR, `${name}.svg`)).toString('base64')}`;
  } catch {
    return undefined;
  }
}
