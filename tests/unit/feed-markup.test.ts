// @vitest-environment node
import { DOMParser } from '@xmldom/xmldom';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { guidesFeed } from '@/lib/seo/feed';
import { filePoints, placesGpx, placesKml } from '@/lib/places/places-file';
import { parsePlace } from '@/lib/places/places';

// Editors' text in the files other apps read (issue #34, item 6): a place's name and address went
// XML-escaped once into KML <description> (HTML in Google Earth), GPX <desc> and RSS <description>
// (HTML in feed readers), so `<a href="javascript:…">` and tracker images arrived as live markup.
// Each file is read back with a real XML parser, and the text an app gets is then read as the HTML
// those apps take it for: it must hold no element, and show the editor's words as written.

const LINK = '<a href="javascript:alert(1)">Click</a>';
const TRACKER = '<img src="https://tracker.example/p.gif">';

/** The text of every element named `name` (inside the first `within`, if given) in an XML document. */
const texts = (xml: string, name: string, within?: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const scope = within ? doc.getElementsByTagName(within)[0]! : doc;
  return Array.from(scope.getElementsByTagName(name)).map((el) => el.textContent ?? '');
};

/** Elements an HTML reader would make of a text (none, for plain words), and the words it shows. */
function asHtml(text: string) {
  const fragment = parseFragment(text);
  const elements: string[] = [];
  const words: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['childNode']) => {
    if ('tagName' in node) elements.push(node.tagName);
    if (node.nodeName === '#text' && 'value' in node) words.push(node.value);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  fragment.childNodes.forEach(walk);
  return { elements, shown: words.join('') };
}

describe('editors’ text never becomes markup in other apps (issue #34, item 6)', () => {
  const place = parsePlace(
    'content/places/markup.yaml',
    [
      `name: 'Cafe ${TRACKER}'`,
      'area: city-centre',
      `address: 'Jl. Braga 1 ${LINK} & more'`,
      'lat: -6.9175',
      'lng: 107.6091',
      'source: https://www.openstreetmap.org/node/1',
      '',
    ].join('\n'),
  );
  const [point] = filePoints([place], 'en');

  it.each([
    ['KML <description>', () => texts(placesKml('Places', [point!]), 'description')[0]!],
    ['GPX <desc>', () => texts(placesGpx('Places', [point!]), 'desc')[0]!],
  ])('%s: a place’s address is text, not a link', (_what, description) => {
    const { elements, shown } = asHtml(description());
    expect(elements).toEqual([]);
    expect(shown).toContain(`Jl. Braga 1 ${LINK} & more`);
  });

  it('RSS <description>: a guide’s summary is text, not a tracker image or a link', () => {
    const summary = `Where to eat ${TRACKER} ${LINK}`;
    const feed = guidesFeed('en', [{ href: '/guides/a', title: 'A', summary, date: '2025-07-01' }]);
    const [description] = texts(feed, 'description', 'item');
    const { elements, shown } = asHtml(description!);
    expect(elements).toEqual([]);
    expect(shown).toBe(summary);
  });
});
