// The text a new guide starts from (npm run new:guide, scripts/new-guide.mjs): valid frontmatter and a
// body whose every line says what to write.

export const quote = (text) => JSON.stringify(text);

/**
 * The new guide's file text: valid frontmatter and a body whose every line says what to write.
 * `photos` says where the guide's own photos go and how to name them, as a path from the file.
 */
export function guideTemplate(title, date, photos = { folder: 'content/guides/images/', prefix: 'images/' }) {
  return `---
title: ${quote(title)}
excerpt: ${quote(`Replace with one or two sentences for the guide card: what ${title} covers and why it is worth reading.`)}
summary: ${quote(`Replace with the search-result description of ${title} (about 150 characters, main places named).`)}
# No image: the guide gets a designed cover, drawn from its area and tags. For a photo of your own
# that shows what the guide is about, put it in ${photos.folder} (JPEG, PNG, WebP or AVIF, at least
# 1200 px wide) and add two lines:
# image: ${photos.prefix}your-photo.jpg
# imageAlt: "What the photo shows, for readers who cannot see it"
date: ${date}
updated: ${date}
area: all-around-bandung # replace with the guide's area, from lib/content/taxonomy.ts
tags: [] # add what it is about, from the tags in lib/content/taxonomy.ts, e.g. [food, coffee]
# npm run dev shows a draft; the built site leaves it out. Remove this line when the guide is ready.
draft: true
---

Replace this paragraph with the introduction: who the guide is for and what the reader will be able to plan after reading it.

## First Section Heading

Write the first section here. Name places, give prices in IDR, opening hours and travel times, and link to a tour where one fits, e.g. [our tours](/tours).

- A practical tip for this section
- Another tip

## Second Section Heading

Write the second section here. To show a photo of your own, put it in ${photos.folder} and write \`![What the photo shows, for readers who cannot see it](${photos.prefix}your-photo.jpg)\` (without the backticks) on a line of its own.

> **Tip:** Replace with the one piece of advice readers should not miss.
`;
}
