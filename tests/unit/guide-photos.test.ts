// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentError, loadGuides, showsDrafts } from '@/lib/content';
import { standInImage } from '@/lib/build/photos/stand-in.mjs';
import { guideProject } from './support/temp-project';

// What the guide loader checks about photos, and drafts: a bad photo stops the build naming the guide
// file and the photo; a draft is left out of builds, shown by npm run dev, and never linked from a
// published guide.

const frontmatter = (image: string, extra = '') => `---
title: "A Guide"
excerpt: "Card text."
summary: "Meta description."
image: "${image}"
imageAlt: "A generated texture"
date: 2025-07-01
area: city-centre
${extra}---
`;

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await standInImage({ seed: 'loader', width: 64, height: 48 });
});

const project = (files: Record<string, string | Buffer>) => guideProject(files, 'guide-photos-');

const errorOf = (dir: string, options?: { drafts?: boolean }) => {
  try {
    loadGuides(dir, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the guides to be refused');
};

describe('photos a guide names', () => {
  it('takes a photo beside a folder guide, one in images/, and https URLs, in the frontmatter and the body', () => {
    const dir = project({
      'content/guides/kawah-putih/index.md': `${frontmatter('./kawah-putih.jpg')}\n![The crater rim](./rim%20view.jpg)\n\n![Tea](https://images.unsplash.com/photo-1)\n`,
      'content/guides/kawah-putih/kawah-putih.jpg': jpeg,
      'content/guides/kawah-putih/rim view.jpg': jpeg,
      'content/guides/braga.md': `${frontmatter('images/braga.jpg')}\n![Braga at night](images/braga.jpg)\n`,
      'content/guides/images/braga.jpg': jpeg,
    });
    const guides = loadGuides(dir);
    const kawah = guides.find((guide) => guide.slug === 'kawah-putih')!;
    const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file));
    expect(kawah.imageSource).toMatchObject({ kind: 'file', path: shown('kawah-putih/kawah-putih.jpg') });
    expect(kawah.bodyPhotos).toEqual({
      './rim view.jpg': expect.objectContaining({ kind: 'file', path: shown('kawah-putih/rim view.jpg') }),
      'https://images.unsplash.com/photo-1': expect.objectContaining({ kind: 'remote' }),
    });
    expect(guides.find((guide) => guide.slug === 'braga')!.imageSource).toMatchObject({
      path: shown('images/braga.jpg'),
    });
  });

  it.each([
    [
      'a missing file',
      './nope.jpg',
      {},
      /field "image": photo \.\/nope\.jpg: no such file \(.*content\/guides\/nope\.jpg\)/,
    ],
    [
      'a file that is not an image',
      'images/notes.jpg',
      { 'content/guides/images/notes.jpg': 'just text' },
      /photo images\/notes\.jpg \(.*\) is not a JPEG, PNG, WebP or AVIF image/,
    ],
    [
      'a path leaving content/',
      '../../etc/passwd',
      {},
      /photo \.\.\/\.\.\/etc\/passwd leads outside .*content\//,
    ],
    [
      'a path from the site root',
      '/etc/passwd',
      {},
      /photo \/etc\/passwd: write the path from the guide file/,
    ],
    // (content/guides refuses such a file itself: lib/content/guides/files.ts)
    [
      'an upper-case extension',
      '../other/photo.JPG',
      { 'content/other/photo.JPG': 'x' },
      /must end in \.jpg/,
    ],
    ['a URL that is not https', 'http://example.com/a.jpg', {}, /field "image": must be an https:\/\/ URL/],
    [
      'an https URL on a loopback address',
      'https://127.0.0.1/internal-admin/a.jpg',
      {},
      /photo https:\/\/127\.0\.0\.1\/internal-admin\/a\.jpg is on 127\.0\.0\.1, which is not a photo host/,
    ],
    [
      'an https URL on a host not on the allow-list',
      'https://photos.example.net/a.jpg',
      {},
      /is on photos\.example\.net, which is not a photo host the build downloads from \(images\.unsplash\.com/,
    ],
    [
      'a URL with credentials',
      'https://editor:secret@images.unsplash.com/photo-1',
      {},
      /must not carry a user name or password/,
    ],
    ['a URL on another port', 'https://images.unsplash.com:8443/photo-1', {}, /default https port/],
  ])('refuses %s as the hero photo, naming the guide and the photo', (_what, image, files, message) => {
    const dir = project({ 'content/guides/a-guide.md': `${frontmatter(image)}\nText.\n`, ...files });
    const error = errorOf(dir);
    expect(error).toMatch(/a-guide\.md/);
    expect(error).toMatch(message);
  });

  it('refuses a link to a file outside content/', () => {
    const dir = project({
      'content/guides/a-guide.md': `${frontmatter('images/linked.jpg')}\nText.\n`,
      'elsewhere.jpg': jpeg,
    });
    fs.mkdirSync(path.join(dir, 'images'));
    fs.symlinkSync(path.join(dir, '..', '..', 'elsewhere.jpg'), path.join(dir, 'images', 'linked.jpg'));
    // The guides folder's own check (lib/content/guides/files.ts) or the photo's: either names it.
    expect(errorOf(dir)).toMatch(/linked\.jpg.*outside/);
  });

  it('refuses body photos that are missing or not https, listing each', () => {
    const dir = project({
      'content/guides/a-guide.md': `${frontmatter('https://images.unsplash.com/photo-1')}\n![A view](images/gone.jpg)\n\n![Old](http://example.com/p.jpg)\n`,
    });
    const error = errorOf(dir);
    expect(error).toMatch(/a-guide\.md/);
    expect(error).toMatch(/photo images\/gone\.jpg: no such file/);
    expect(error).toMatch(/photo http:\/\/example\.com\/p\.jpg must be an https:\/\/ URL/);
  });

  it('builds a body photo without alt text, warning once with the guide file and the photo', () => {
    const dir = project({
      'content/guides/a-guide.md': `${frontmatter('https://images.unsplash.com/photo-1')}\n![](images/rim.jpg)\n\n![ ](https://images.unsplash.com/photo-2)\n\n![A described view](images/rim.jpg)\n`,
      'content/guides/images/rim.jpg': jpeg,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const [guide] = loadGuides(dir);
      // The photo is still resolved and shown (with alt="", see markdown.test.tsx).
      expect(Object.keys(guide!.bodyPhotos)).toEqual([
        'images/rim.jpg',
        'https://images.unsplash.com/photo-2',
      ]);
      const warnings = warn.mock.calls
        .map(([message]) => String(message))
        .filter((m) => m.includes('alt text'));
      expect(warnings).toHaveLength(2);
      const file = path.relative(process.cwd(), path.join(dir, 'a-guide.md'));
      expect(warnings[0]).toContain(`${file}: photo images/rim.jpg in the body has no alt text`);
      expect(warnings[0]).toContain('alt=""');
      expect(warnings[1]).toContain(
        `${file}: photo https://images.unsplash.com/photo-2 in the body has no alt text`,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a hero photo without alt text, naming the photo', () => {
    const dir = project({
      'content/guides/a-guide.md':
        frontmatter('images/a.jpg').replace('imageAlt: "A generated texture"\n', '') + '\nText.\n',
      'content/guides/images/a.jpg': jpeg,
    });
    expect(errorOf(dir)).toMatch(
      /a-guide\.md:[\s\S]*field "imageAlt": is required .* for photo images\/a\.jpg/,
    );
  });
});

describe('drafts', () => {
  const files = {
    'content/guides/published.md': `${frontmatter('https://images.unsplash.com/photo-1')}\nText.\n`,
    'content/guides/work-in-progress.md': `${frontmatter('https://images.unsplash.com/photo-1', 'draft: true\n')}\nSee [the published one](/guides/published).\n`,
  };

  it('are left out of builds and tests, and shown by npm run dev', () => {
    const dir = project(files);
    expect(loadGuides(dir).map((guide) => guide.slug)).toEqual(['published']);
    const withDrafts = loadGuides(dir, { drafts: true });
    expect(withDrafts.map((guide) => [guide.slug, guide.draft])).toEqual([
      ['published', false],
      ['work-in-progress', true],
    ]);
    expect(showsDrafts({ NODE_ENV: 'development' })).toBe(true);
    expect(showsDrafts({ NODE_ENV: 'production' })).toBe(false);
    expect(showsDrafts({ NODE_ENV: 'test' })).toBe(false);
  });

  it('are checked like any guide', () => {
    const dir = project({
      ...files,
      'content/guides/broken.md': `${frontmatter('./missing.jpg', 'draft: true\n')}\nText.\n`,
    });
    expect(errorOf(dir)).toMatch(/broken\.md[\s\S]*no such file/);
  });

  it('stop the build when a published guide links to one, naming both files', () => {
    const dir = project({
      ...files,
      'content/guides/published.md': `${frontmatter('https://images.unsplash.com/photo-1')}\nRead [the next one](/guides/work-in-progress).\n`,
    });
    for (const drafts of [false, true]) {
      const error = errorOf(dir, { drafts });
      expect(error).toMatch(/Invalid guide .*published\.md:/);
      expect(error).toMatch(
        /links to \/guides\/work-in-progress, a draft \(.*work-in-progress\.md has draft: true\)/,
      );
    }
  });
});

describe('a guide article’s photos', () => {
  it('are processed from the guide’s own files, and a hero narrower than 1,200 px prints a warning', async () => {
    const { articlePhotos } = await import('@/components/guides/guide-photos');
    const dir = project({
      'content/guides/narrow/index.md': `${frontmatter('./hero.jpg')}\n![The rim](./rim.png)\n`,
      'content/guides/narrow/hero.jpg': await standInImage({ seed: 'hero', width: 800, height: 600 }),
      'content/guides/narrow/rim.png': await standInImage({
        seed: 'rim',
        width: 640,
        height: 480,
        format: 'png',
      }),
    });
    const [guide] = loadGuides(dir);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const photos = await articlePhotos(guide!);
    expect(photos.hero).toMatchObject({ kind: 'built', width: 800, height: 600, opaque: true });
    expect(photos.body['./rim.png']).toMatchObject({ kind: 'built', width: 640, height: 480 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /narrow\/index\.md: the hero photo \.\/hero\.jpg is 800 px wide; .* at least 1200 px wide/,
      ),
    );
    warn.mockRestore();
  }, 30_000);
});
