// The text of a valid guide file, for tests that write or parse guides. One copy, so a new
// required frontmatter field is added here once.

/** Frontmatter (with its closing `---` line) of a valid guide with the given title. */
export const guideFrontmatter = (title = 'A Guide') => `---
title: "${title}"
excerpt: "Card text."
summary: "Meta description."
image: "https://images.unsplash.com/photo-1566419808810-927259f927da"
imageAlt: "Tea bushes"
date: 2025-07-01
area: city-centre
---
`;

/** A whole valid guide file: frontmatter, a blank line and the body. */
export const guideSource = (body: string, title = 'A Guide') => `${guideFrontmatter(title)}\n${body}\n`;
