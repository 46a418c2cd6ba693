// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContentError, loadContent, type ContentProblem } from '@/lib/content';
import { guidesFolder, translationSource } from './support/guide-project';
import { guideFrontmatter } from './support/guide-source';

// One build reports every problem of the content together, each naming its file and its field: an
// editor fixes them all in one round instead of one per build.

const guide = (body: string, extra = '') =>
  `${guideFrontmatter().replace('---\n', `---\n${extra}`)}\n${body}\n`;

/** The problems of a content folder, as one load reports them. */
function problemsOf(...args: Parameters<typeof loadContent>): readonly ContentProblem[] {
  try {
    loadContent(...args);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error('expected the content to be refused');
}

describe('the content checks', () => {
  const dir = guidesFolder(
    {
      // A guide naming a place that has no record and linking to a guide that does not exist.
      'a-guide.md': guide('Read [the missing one](/guides/missing-guide).', 'places: [nowhere]\n'),
      // A translation of a guide that does not exist.
      'sebuah-panduan.md': translationSource('gone-guide', 'Teks.'),
      // A guide whose frontmatter is wrong, and a translation of it (not a second problem).
      'broken-guide.md': guide('Text.').replace(/title: .*\n/, ''),
      'panduan-rusak.md': translationSource('broken-guide', 'Teks.'),
      // A published guide linking to a draft.
      'published.md': guide('See [the draft](/guides/draft-guide).'),
      'draft-guide.md': guide('Not yet.', 'draft: true\n'),
    },
    {
      'bad-place': 'name: Bad Place\narea: city-centre\nlat: -6.9\n',
      'fine-place': 'name: Fine Place\narea: city-centre\n',
    },
  );
  const tours = [{ slug: 'lost-tour', places: ['fine-place', 'lost-place'] }];
  const problems = problemsOf(dir, { tours });
  const where = problems.map(({ file, field }) => [
    file.replace(/^.*content\/(guides|places)\//, '$1/'),
    field,
  ]);

  it('reports every broken reference of the build together, each naming its file and field', () => {
    expect(where).toEqual(
      expect.arrayContaining([
        ['guides/a-guide.md', 'field "places"'],
        ['guides/a-guide.md', 'body'],
        ['guides/sebuah-panduan.md', 'field "translationOf"'],
        ['guides/published.md', 'body'],
        ['lib/content/tours.ts', 'tour "lost-tour", field "places"'],
      ]),
    );
    const message = new ContentError(problems).message;
    expect(message).toMatch(/a-guide\.md:\n {2}field "places": place 1 "nowhere": there is no place/);
    expect(message).toMatch(/a-guide\.md:[\s\S]*body: links to \/guides\/missing-guide/);
    expect(message).toMatch(/sebuah-panduan\.md:\n {2}field "translationOf": there is no guide/);
    expect(message).toMatch(/published\.md:\n {2}body: links to \/guides\/draft-guide, a draft/);
    expect(message).toMatch(/tours\.ts:\n {2}tour "lost-tour", field "places": "lost-place" \(item 2\)/);
  });

  it('reports each file’s own problems with them, naming the field', () => {
    const own = (name: string) => problems.filter(({ file }) => file.endsWith(name)).map((p) => p.message);
    expect(own('broken-guide.md')).toEqual([expect.stringMatching(/^field "title": is required/)]);
    expect(own('bad-place.yaml')).toEqual([
      expect.stringMatching(/^field "lng": is required with the other coordinate/),
    ]);
  });

  it('does not repeat a file’s problem as a broken reference to it', () => {
    expect(problems.filter(({ file }) => file.endsWith('panduan-rusak.md'))).toEqual([]);
    expect(problems).toHaveLength(7);
  });
});
