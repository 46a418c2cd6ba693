import { LocateError, type PoliteClient } from './polite-client';

// Where a position comes from: a Wikidata item (its coordinate location, P625) or an OpenStreetMap
// element (a node's point; a way's or relation's centre). Each is read from its service's JSON and
// cited by its canonical page, whatever server answered (tests stand a local one in).

export type OpenDataRef = { kind: 'wikidata'; id: string } | { kind: 'osm'; type: OsmType; id: string };
type OsmType = 'node' | 'way' | 'relation';

export type FoundPosition = {
  lat: number;
  lng: number;
  /** The page the position is cited from. */
  source: string;
  /** What the service calls it, to show the editor what was found. */
  label?: string;
  /** How precise the position is, in degrees, when the source says (Wikidata does). */
  precisionDegrees?: number;
  /** What point of the thing the position is (a way's centre), when it is not the thing itself. */
  note?: string;
};

/** The services' base URLs: overridable (PLACE_LOCATE_*_URL) so tests answer from a local server. */
export type OpenDataServices = { wikidata: string; nominatim: string; overpass: string };

export const DEFAULT_SERVICES: OpenDataServices = {
  wikidata: 'https://www.wikidata.org',
  nominatim: 'https://nominatim.openstreetmap.org',
  overpass: 'https://overpass-api.de/api/interpreter',
};

export const SERVICE_ENV = {
  wikidata: 'PLACE_LOCATE_WIKIDATA_URL',
  nominatim: 'PLACE_LOCATE_NOMINATIM_URL',
  overpass: 'PLACE_LOCATE_OVERPASS_URL',
} as const satisfies Record<keyof OpenDataServices, string>;

export function servicesFrom(env: Record<string, string | undefined>): OpenDataServices {
  const pick = (key: keyof OpenDataServices) => env[SERVICE_ENV[key]]?.trim() || DEFAULT_SERVICES[key];
  return { wikidata: pick('wikidata'), nominatim: pick('nominatim'), overpass: pick('overpass') };
}

const WIKIDATA_ID = /^(?:https?:\/\/(?:www\.|m\.)?wikidata\.org\/(?:wiki|entity)\/)?(Q[1-9]\d*)$/i;
const OSM_ELEMENT =
  /^(?:https?:\/\/(?:www\.)?openstreetmap\.org\/)?(node|way|relation)\/([1-9]\d*)(?:[/?#].*)?$/i;

/** Reads `--wikidata Q1234` (or the item's URL); undefined when it is neither. */
export function wikidataRef(text: string): OpenDataRef | undefined {
  const match = WIKIDATA_ID.exec(text.trim());
  return match ? { kind: 'wikidata', id: match[1]!.toUpperCase() } : undefined;
}

/** Reads `--osm way/1234` (or node/…, relation/…, or the element's URL); undefined when it is neither. */
export function osmRef(text: string): OpenDataRef | undefined {
  const match = OSM_ELEMENT.exec(text.trim());
  return match ? { kind: 'osm', type: match[1]!.toLowerCase() as OsmType, id: match[2]! } : undefined;
}

export const describeRef = (ref: OpenDataRef) =>
  ref.kind === 'wikidata' ? `Wikidata ${ref.id}` : `OpenStreetMap ${ref.type}/${ref.id}`;

const finite = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const isCoordinate = (value: number) => Number.isFinite(value);

type WikidataSnak = {
  rank?: string;
  mainsnak?: { snaktype?: string; datavalue?: { value?: Record<string, unknown> } };
};
type WikidataEntity = {
  id?: string;
  labels?: Record<string, { value?: string }>;
  claims?: Record<string, WikidataSnak[]>;
};

const EARTH = 'http://www.wikidata.org/entity/Q2';

/** The item's coordinate location (P625): the preferred statement, else the first normal one. */
async function fromWikidata(client: PoliteClient, base: string, id: string): Promise<FoundPosition> {
  const url = `${base.replace(/\/+$/, '')}/wiki/Special:EntityData/${id}.json`;
  const data = (await client.getJson(url, 'Wikidata')) as { entities?: Record<string, WikidataEntity> };
  // A merged item answers with the item it now redirects to.
  const entity = data.entities?.[id] ?? Object.values(data.entities ?? {})[0];
  if (!entity?.id) throw new LocateError(`Wikidata has no item ${id}`);
  const statements = (entity.claims?.P625 ?? []).filter((s) => s.rank !== 'deprecated');
  const best = statements.find((s) => s.rank === 'preferred') ?? statements[0];
  const value = best?.mainsnak?.snaktype === 'value' ? best.mainsnak.datavalue?.value : undefined;
  if (!value) throw new LocateError(`Wikidata ${entity.id} has no coordinate location (P625)`);
  if (value.globe !== undefined && value.globe !== EARTH)
    throw new LocateError(`Wikidata ${entity.id}'s coordinate location is not on Earth (${value.globe})`);
  const [lat, lng] = [finite(value.latitude), finite(value.longitude)];
  if (!isCoordinate(lat) || !isCoordinate(lng))
    throw new LocateError(`Wikidata ${entity.id}'s coordinate location is not a number`);
  const precision = finite(value.precision);
  return {
    lat,
    lng,
    source: `https://www.wikidata.org/wiki/${entity.id}`,
    label: entity.labels?.id?.value ?? entity.labels?.en?.value,
    precisionDegrees: Number.isFinite(precision) && precision > 0 ? precision : undefined,
  };
}

/** A node's point, from Nominatim's lookup (the OpenStreetMap geocoder). */
async function nodeFromNominatim(client: PoliteClient, base: string, id: string): Promise<FoundPosition> {
  const url = `${base.replace(/\/+$/, '')}/lookup?osm_ids=N${id}&format=jsonv2`;
  const data = await client.getJson(url, 'Nominatim');
  const found = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  if (!found) throw new LocateError(`OpenStreetMap has no node ${id} that Nominatim knows`);
  const [lat, lng] = [finite(found.lat), finite(found.lon)];
  if (!isCoordinate(lat) || !isCoordinate(lng))
    throw new LocateError(`Nominatim gave no position for OpenStreetMap node ${id}`);
  const label = typeof found.name === 'string' && found.name ? found.name : undefined;
  return { lat, lng, source: `https://www.openstreetmap.org/node/${id}`, label };
}

/** A way's or relation's centre (the middle of its bounding box), from the Overpass API. */
async function centreFromOverpass(
  client: PoliteClient,
  base: string,
  type: 'way' | 'relation',
  id: string,
): Promise<FoundPosition> {
  const query = `[out:json][timeout:25];${type}(${id});out center tags;`;
  const url = `${base.replace(/\/+$/, '')}?data=${encodeURIComponent(query)}`;
  const data = (await client.getJson(url, 'Overpass')) as {
    elements?: { center?: { lat?: unknown; lon?: unknown }; tags?: Record<string, string> }[];
  };
  const element = data.elements?.[0];
  if (!element) throw new LocateError(`OpenStreetMap has no ${type} ${id}`);
  const [lat, lng] = [finite(element.center?.lat), finite(element.center?.lon)];
  if (!isCoordinate(lat) || !isCoordinate(lng))
    throw new LocateError(`Overpass gave no centre for OpenStreetMap ${type} ${id}`);
  return {
    lat,
    lng,
    source: `https://www.openstreetmap.org/${type}/${id}`,
    label: element.tags?.name,
    note: `the centre of OpenStreetMap ${type} ${id}'s outline`,
  };
}

/** The position the reference gives, from its service. */
export function fetchPosition(client: PoliteClient, services: OpenDataServices, ref: OpenDataRef) {
  if (ref.kind === 'wikidata') return fromWikidata(client, services.wikidata, ref.id);
  return ref.type === 'node'
    ? nodeFromNominatim(client, services.nominatim, ref.id)
    : centreFromOverpass(client, services.overpass, ref.type, ref.id);
}
