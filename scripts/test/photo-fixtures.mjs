// @ts-check
// Test guides with photos, for the end-to-end fixture site (scripts/test/fixture-site.mjs, checked by
// tests/e2e/photos.spec.ts): a folder guide with its own photos in every accepted format, a guide
// whose photos are on another host, and a draft. The photos are generated textures
// (lib/build/photos/stand-in.mjs), written at test time into the fixture's copy of the project: they show
// no place and are never committed. The "other host" is a local server (startPhotoServer) that the
// build downloads from instead (EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN), so no test reaches the internet.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { standInImage } from '../../lib/build/photos/stand-in.mjs';

/** What the fixture guides hold, for the tests to check against. */
export const PHOTO_FIXTURES = {
  local: {
    slug: 'e2e-local-photos',
    hero: {
      file: 'hero.jpg',
      width: 2400,
      height: 1600,
      alt: 'A generated green texture standing in for a hero photo',
    },
    body: [
      {
        file: 'terrace.png',
        format: 'png',
        width: 1000,
        height: 700,
        alt: 'A generated texture saved as PNG',
      },
      {
        file: 'market.webp',
        format: 'webp',
        width: 1300,
        height: 800,
        alt: 'A generated texture saved as WebP',
      },
      { file: 'rim.avif', format: 'avif', width: 900, height: 900, alt: 'A generated texture saved as AVIF' },
    ],
  },
  remote: {
    slug: 'e2e-remote-photo',
    hero: 'https://images.unsplash.com/e2e-test/remote-hero.jpg',
    body: 'https://images.unsplash.com/e2e-test/remote-body.jpg',
  },
  draft: { slug: 'e2e-draft-guide', word: 'Zyxwvutsrq' },
};

/** Size of the photos the stand-in server answers with. */
export const REMOTE_PHOTO_SIZE = { width: 1600, height: 1200 };

const frontmatter = (/** @type {Record<string, string>} */ fields) =>
  [
    '---',
    ...Object.entries({
      excerpt: '"A test guide of the end-to-end fixture site: generated textures stand in for photos."',
      summary: '"A test guide whose photos are generated textures, for the photo pipeline tests."',
      date: '2024-01-15',
      area: 'city-centre',
      ...fields,
    }).map(([key, value]) => `${key}: ${value}`),
    '---',
    '',
  ].join('\n');

/** Writes the photo test guides into dir's content/guides. @param {string} dir */
export async function writePhotoGuides(dir) {
  const guides = path.join(dir, 'content', 'guides');
  const { local, remote, draft } = PHOTO_FIXTURES;
  const folder = path.join(guides, local.slug);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, local.hero.file),
    await standInImage({ seed: local.hero.file, width: local.hero.width, height: local.hero.height }),
  );
  for (const photo of local.body) {
    writeFileSync(
      path.join(folder, photo.file),
      await standInImage({
        seed: photo.file,
        width: photo.width,
        height: photo.height,
        format: /** @type {'png' | 'webp' | 'avif'} */ (photo.format),
      }),
    );
  }
  writeFileSync(
    path.join(folder, 'index.md'),
    frontmatter({
      title: '"Test guide with its own photos"',
      image: `./${local.hero.file}`,
      imageAlt: JSON.stringify(local.hero.alt),
    }) +
      [
        'A test guide whose photos sit beside it in its folder.',
        '## Photos in every format',
        ...local.body.map(
          (photo) => `![${photo.alt}](./${photo.file})\n\nText after the ${photo.format} photo.`,
        ),
      ].join('\n\n') +
      '\n',
  );
  writeFileSync(
    path.join(guides, `${remote.slug}.md`),
    frontmatter({
      title: '"Test guide with photos on another host"',
      image: JSON.stringify(remote.hero),
      imageAlt: '"A generated texture served by the stand-in photo host"',
    }) +
      `A test guide whose photos are on another host.\n\n## A remote photo\n\n![A generated texture from the stand-in host](${remote.body})\n`,
  );
  writeFileSync(
    path.join(guides, `${draft.slug}.md`),
    frontmatter({
      title: '"Draft test guide"',
      image: `./${local.slug}/${local.hero.file}`,
      imageAlt: '"A generated texture"',
      draft: 'true',
    }) + `A draft, never published. Its odd word: ${draft.word}.\n\n## Not yet\n\nText.\n`,
  );
}

/**
 * A local server standing in for every remote photo host: any path answers a generated JPEG (the
 * same for the same path), and /__requests lists the paths asked for.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startPhotoServer() {
  /** @type {string[]} */
  const requests = [];
  /** @type {Map<string, Buffer>} */
  const made = new Map();
  const server = http.createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (url === '/__requests') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
      return;
    }
    requests.push(url);
    let photo = made.get(url);
    if (!photo) {
      photo = await standInImage({ seed: url, ...REMOTE_PHOTO_SIZE });
      made.set(url, photo);
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photo.length }).end(photo);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
