// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaDistance } from '@/lib/places/area-reach';
import { main, userAgent } from '@/lib/places/locate/cli';
import { locatePlace } from '@/lib/places/locate/locate';
import { osmRef, wikidataRef, type OpenDataServices } from '@/lib/places/locate/open-data';
import { politeClient, REQUEST_INTERVAL_MS, type Clock } from '@/lib/places/locate/polite-client';
import { writeCoordinates } from '@/lib/places/locate/record-edit';
import { hasCoordinates } from '@/lib/content/places/schema';
import { getPlaces } from '@/lib/content';

// npm run place:locate against a local server standing in for Wikidata, Nominatim and Overpass: no
// request leaves the machine. A fake clock makes the one-request-a-second rule checkable without waiting.

type Seen = { path: string; userAgent: string | undefined; at: number };
const seen: Seen[] = [];
let clockNow = 0;
const fakeClock: Clock = {
  now: () => clockNow,
  sleep: async (ms) => {
    clockNow += ms;
  },
};

// What the stand-in services answer, by request path (query included).
const answers = new Map<string, { status?: number; body?: unknown; hang?: boolean }>();
const wikidataItem = (id: string, lat: number, lng: number, precision = 0.0001) => ({
  entities: {
    [id]: {
      id,
      labels: { en: { value: `Item ${id}` } },
      claims: {
        P625: [
          {
            rank: 'normal',
            mainsnak: {
              snaktype: 'value',
              datavalue: {
                value: {
                  latitude: lat,
                  longitude: lng,
                  precision,
                  globe: 'http://www.wikidata.org/entity/Q2',
                },
              },
            },
          },
        ],
      },
    },
  },
});
const overpassPath = (type: string, id: string) =>
  `/overpass?data=${encodeURIComponent(`[out:json][timeout:25];${type}(${id});out center tags;`)}`;

let server: http.Server;
let services: OpenDataServices;
let work: string;
let dir: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ path: request.url ?? '', userAgent: request.headers['user-agent'], at: clockNow });
    const answer = answers.get(request.url ?? '');
    if (answer?.hang) return; // never answers: the client's timeout must end the wait
    response.writeHead(answer ? (answer.status ?? 200) : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer?.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  services = { wikidata: `${base}/wikidata`, nominatim: `${base}/nominatim`, overpass: `${base}/overpass` };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Records as editors write them: comments, quoting and order that the tool must keep.
const LEMBANG_CAFE = `name: 'Lereng Anteng'
area: lembang-and-the-north   # north of the city
# What to order: the view.
tip: "Go at sunset; it's busy on weekends."
translations:
  id:
    tip: 'Datang saat matahari terbenam.'
`;
const CRATER = `name: 'Kawah Putih'
area: ciwidey-and-the-south
# arc-minute precision (en.wikipedia)
lat: -7.16667
lng: 107.40000
source: 'https://en.wikipedia.org/wiki/Kawah_Putih'
hours: '07:00–17:00'
`;

beforeEach(() => {
  seen.length = 0;
  answers.clear();
  clockNow = 0;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'place-locate-'));
  dir = path.join(work, 'content', 'places');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'lereng-anteng.yaml'), LEMBANG_CAFE);
  fs.writeFileSync(path.join(dir, 'kawah-putih.yaml'), CRATER);
});

const client = (timeoutMs?: number) =>
  politeClient({ userAgent: 'test-agent', clock: fakeClock, ...(timeoutMs ? { timeoutMs } : {}) });
const read = (id: string) => fs.readFileSync(path.join(dir, `${id}.yaml`), 'utf8');
const locate = (id: string, ref: string, timeoutMs?: number) =>
  locatePlace({
    id,
    ref: wikidataRef(ref) ?? osmRef(ref)!,
    dir,
    client: client(timeoutMs),
    services,
  });

describe('npm run place:locate writes a checked position', () => {
  it('from a Wikidata item, after area:, leaving every other line as it was', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q101.json', {
      body: wikidataItem('Q101', -6.8183, 107.6342),
    });
    const located = await locate('lereng-anteng', 'Q101');
    expect(read('lereng-anteng')).toBe(`name: 'Lereng Anteng'
area: lembang-and-the-north   # north of the city
lat: -6.8183
lng: 107.6342
source: 'https://www.wikidata.org/wiki/Q101'
# What to order: the view.
tip: "Go at sunset; it's busy on weekends."
translations:
  id:
    tip: 'Datang saat matahari terbenam.'
`);
    expect(located.position.label).toBe('Item Q101');
    expect(located.centreName).toBe('Lembang');
  });

  it('from an OpenStreetMap node (Nominatim), replacing the old position and its comment in place', async () => {
    answers.set('/nominatim/lookup?osm_ids=N4242&format=jsonv2', {
      body: [{ lat: '-7.1662', lon: '107.4021', name: 'Kawah Putih', osm_type: 'node', osm_id: 4242 }],
    });
    await locate('kawah-putih', 'node/4242');
    expect(read('kawah-putih')).toBe(`name: 'Kawah Putih'
area: ciwidey-and-the-south
lat: -7.1662
lng: 107.4021
source: 'https://www.openstreetmap.org/node/4242'
hours: '07:00–17:00'
`);
  });

  it("from an OpenStreetMap way's centre (Overpass), saying in a comment that it is the centre", async () => {
    answers.set(overpassPath('way', '77'), {
      body: {
        elements: [
          { type: 'way', id: 77, center: { lat: -7.1655, lon: 107.4019 }, tags: { name: 'Kawah Putih' } },
        ],
      },
    });
    await locate('kawah-putih', 'https://www.openstreetmap.org/way/77');
    expect(read('kawah-putih')).toContain(
      "# the centre of OpenStreetMap way 77's outline\nlat: -7.1655\nlng: 107.4019\nsource: 'https://www.openstreetmap.org/way/77'\n",
    );
  });

  it("notes a coarse Wikidata position's precision above lat", async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q7.json', {
      body: wikidataItem('Q7', -7.1667, 107.4, 1 / 60),
    });
    await locate('kawah-putih', 'Q7');
    expect(read('kawah-putih')).toContain(
      'area: ciwidey-and-the-south\n# about 2 km precision (Wikidata)\nlat: -7.1667\n',
    );
  });
});

describe('npm run place:locate refuses a position that cannot be right, and writes nothing', () => {
  it('outside West Java (a missing minus sign: the South China Sea)', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q5.json', { body: wikidataItem('Q5', 7.1662, 107.4021) });
    await expect(locate('kawah-putih', 'Q5')).rejects.toThrow(
      /^kawah-putih: Wikidata Q5 .* outside West Java/,
    );
    expect(read('kawah-putih')).toBe(CRATER);
  });

  it("far from the record's area (Kawah Putih's position for a Lembang cafe)", async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q6.json', { body: wikidataItem('Q6', -7.1662, 107.4021) });
    await expect(locate('lereng-anteng', 'Q6')).rejects.toThrow(
      /^lereng-anteng: .* km from Lembang: too far for Lembang and the north \(within 22 km\)/,
    );
    expect(read('lereng-anteng')).toBe(LEMBANG_CAFE);
  });
});

describe('npm run place:locate names the place and what went wrong', () => {
  it('an unknown id', async () => {
    await expect(locate('no-such-place', 'Q1')).rejects.toThrow(
      'no-such-place: there is no place content/places/no-such-place.yaml',
    );
    expect(seen).toEqual([]);
  });

  it('an item without coordinates', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q8.json', {
      body: { entities: { Q8: { id: 'Q8', claims: {} } } },
    });
    await expect(locate('kawah-putih', 'Q8')).rejects.toThrow(
      'kawah-putih: Wikidata Q8 has no coordinate location (P625)',
    );
  });

  it('an element OpenStreetMap does not have', async () => {
    answers.set(overpassPath('relation', '9'), { body: { elements: [] } });
    await expect(locate('kawah-putih', 'relation/9')).rejects.toThrow(
      'kawah-putih: OpenStreetMap has no relation 9',
    );
  });

  it('an HTTP error', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q9.json', { status: 503 });
    await expect(locate('kawah-putih', 'Q9')).rejects.toThrow(/^kawah-putih: Wikidata answered HTTP 503/);
  });

  it('a service that does not answer in time', async () => {
    answers.set('/nominatim/lookup?osm_ids=N1&format=jsonv2', { hang: true });
    await expect(locate('kawah-putih', 'node/1', 200)).rejects.toThrow(
      /^kawah-putih: Nominatim did not answer within 0.2 s/,
    );
    expect(read('kawah-putih')).toBe(CRATER);
  });
});

describe('npm run place:locate follows the services’ usage rules', () => {
  it('sends a User-Agent naming the site and its contact e-mail', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q101.json', {
      body: wikidataItem('Q101', -6.8183, 107.6342),
    });
    const env = {
      NEXT_PUBLIC_SITE_URL: 'https://bandung.example.org',
      NEXT_PUBLIC_CONTACT_EMAIL: 'maps@bandung.example.org',
      PLACE_LOCATE_WIKIDATA_URL: services.wikidata,
    };
    const lines: string[] = [];
    const code = await main(['lereng-anteng', '--wikidata', 'Q101'], env, {
      cwd: work,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      clock: fakeClock,
    });
    expect(code, lines.join('\n')).toBe(0);
    expect(seen.map((s) => s.userAgent)).toEqual([
      'ExploreBandung-place-locate/1.0 (https://bandung.example.org; maps@bandung.example.org)',
    ]);
    expect(userAgent({})).toMatch(/^ExploreBandung-place-locate\/1\.0 \(https:\/\/\S+; \S+@\S+\)$/);
  });

  it('waits a second between requests, to Wikidata and OpenStreetMap alike', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q101.json', {
      body: wikidataItem('Q101', -6.8183, 107.6342),
    });
    answers.set('/nominatim/lookup?osm_ids=N5&format=jsonv2', {
      body: [{ lat: '-7.1662', lon: '107.4021' }],
    });
    answers.set(overpassPath('way', '6'), { body: { elements: [{ center: { lat: -6.82, lon: 107.63 } }] } });
    clockNow = 5000;
    const code = await main(
      [
        'lereng-anteng',
        '--wikidata',
        'Q101',
        'kawah-putih',
        '--osm',
        'node/5',
        'lereng-anteng',
        '--osm',
        'way/6',
      ],
      {
        PLACE_LOCATE_WIKIDATA_URL: services.wikidata,
        PLACE_LOCATE_NOMINATIM_URL: services.nominatim,
        PLACE_LOCATE_OVERPASS_URL: services.overpass,
      },
      { cwd: work, out: () => {}, err: () => {}, clock: fakeClock },
    );
    expect(code).toBe(0);
    const times = seen.map((s) => s.at);
    expect(times).toHaveLength(3);
    expect(times[0]).toBe(5000); // the first request goes at once
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(REQUEST_INTERVAL_MS);
  });
});

describe('the command line (npm run place:locate)', () => {
  const script = path.join(process.cwd(), 'scripts', 'place-locate.mjs');
  const run = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [script, ...args], {
        cwd: work,
        env: { ...process.env, ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve({ code, output }));
    });

  it('takes the service URL from the environment and writes the record', async () => {
    answers.set('/wikidata/wiki/Special:EntityData/Q101.json', {
      body: wikidataItem('Q101', -6.8183, 107.6342),
    });
    const { code, output } = await run(['lereng-anteng', '--wikidata', 'Q101'], {
      PLACE_LOCATE_WIKIDATA_URL: services.wikidata,
    });
    expect(code, output).toBe(0);
    expect(output).toContain('✔ lereng-anteng: -6.8183, 107.6342');
    expect(read('lereng-anteng')).toContain(
      "lat: -6.8183\nlng: 107.6342\nsource: 'https://www.wikidata.org/wiki/Q101'\n",
    );
  }, 30_000);

  it('fails naming the place, with the usage, for a malformed id', async () => {
    const { code, output } = await run(['kawah-putih', '--wikidata', 'kawah']);
    expect(code).toBe(1);
    expect(output).toContain('kawah-putih: "kawah" is not a Wikidata item id');
    expect(output).toContain('Usage:');
    expect(seen).toEqual([]);
  }, 30_000);
});

describe('writeCoordinates', () => {
  it('keeps Windows line endings', () => {
    const text = CRATER.replace(/\n/g, '\r\n');
    expect(
      writeCoordinates(text, { lat: -7.1, lng: 107.4, source: 'https://www.wikidata.org/wiki/Q1' }),
    ).toBe(
      "name: 'Kawah Putih'\r\narea: ciwidey-and-the-south\r\nlat: -7.1\r\nlng: 107.4\r\nsource: 'https://www.wikidata.org/wiki/Q1'\r\nhours: '07:00–17:00'\r\n",
    );
  });

  it('refuses a record it cannot edit line by line', () => {
    expect(() =>
      writeCoordinates('name: x\narea: city-centre\nlat: 1\nlat: 2\n', {
        lat: -6.9,
        lng: 107.6,
        source: 'https://x.org',
      }),
    ).toThrow('"lat:" appears more than once');
  });
});

describe("the areas' reach (lib/places/area-reach.ts)", () => {
  it('holds every place mapped today, so the check refuses only what is really far', () => {
    const far = [...getPlaces().values()]
      .filter(hasCoordinates)
      .map((place) => ({ id: place.id, ...areaDistance(place.area, place) }))
      .filter((place) => place.tooFar)
      .map(({ id, km, reach }) => `${id}: ${km.toFixed(1)} km from ${reach.centreName}`);
    expect(far).toEqual([]);
  });
});

describe('docs/editing.md, "Places without a position"', () => {
  it('lists exactly the places that have no coordinates, as npm run build points editors there', () => {
    const docs = fs.readFileSync(path.join(process.cwd(), 'docs', 'editing.md'), 'utf8');
    const section = docs.split('\n### Places without a position\n')[1]!.split(/\n#{2,3} /)[0]!;
    const listed = [...section.matchAll(/^\| `([a-z0-9-]+)` /gm)].map((match) => match[1]).sort();
    const unmapped = [...getPlaces().values()]
      .filter((place) => !hasCoordinates(place))
      .map((place) => place.id);
    expect(listed).toEqual(unmapped.sort());
  });
});
