import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { areaDistance } from '../area-reach';
import { PLACE_AREA_SLUGS, PLACE_ID_PATTERN } from '../../content/places/schema';
import { insidePolygon, WEST_JAVA_EXTENT } from '../../content/places/west-java';
import {
  describeRef,
  fetchPosition,
  type FoundPosition,
  type OpenDataRef,
  type OpenDataServices,
} from './open-data';
import type { PoliteClient } from './polite-client';
import { writeCoordinates } from './record-edit';

// npm run place:locate (scripts/place-locate.mjs): one place's position from Wikidata or OpenStreetMap,
// checked (in West Java, near the record's area) before it is written into content/places/<id>.yaml.
// Every error names the place.

/** A place the locator could not locate, or refused to write: the message starts with its id. */
export class PlaceLocateError extends Error {
  name = 'PlaceLocateError';
  constructor(id: string, problem: string) {
    super(`${id}: ${problem}`);
  }
}

export type Located = {
  id: string;
  file: string;
  position: FoundPosition;
  /** How far the position lies from its area's centre, and which. */
  km: number;
  centreName: string;
};

const KM_PER_DEGREE = 111.32;

/** The comment written above lat: what point it is, or how coarse, when that is not plain. */
export function positionComment(position: FoundPosition): string | undefined {
  if (position.note) return position.note;
  const km = (position.precisionDegrees ?? 0) * KM_PER_DEGREE;
  if (km <= 0.15) return undefined;
  const about = km < 1 ? `${Math.max(1, Math.round(km * 10)) * 100} m` : `${Math.round(km)} km`;
  return `about ${about} precision (Wikidata)`;
}

const shown = (lat: number, lng: number) => `(${lat.toFixed(5)}, ${lng.toFixed(5)})`;

/** Fetches, checks and writes one place's position; throws a PlaceLocateError naming the place. */
export async function locatePlace({
  id,
  ref,
  dir,
  client,
  services,
}: {
  id: string;
  ref: OpenDataRef;
  /** The places folder (content/places). */
  dir: string;
  client: PoliteClient;
  services: OpenDataServices;
}): Promise<Located> {
  const fail = (problem: string): never => {
    throw new PlaceLocateError(id, problem);
  };
  if (!PLACE_ID_PATTERN.test(id))
    fail('is not a place id (the name of a file in content/places/, e.g. kawah-putih)');
  const file = path.join(dir, `${id}.yaml`);
  const shownFile = path.join('content', 'places', `${id}.yaml`);
  if (!fs.existsSync(file)) fail(`there is no place ${shownFile}`);
  const text = fs.readFileSync(file, 'utf8');
  const record = yaml.load(text, { schema: yaml.CORE_SCHEMA }) as { area?: unknown } | undefined;
  const area = PLACE_AREA_SLUGS.find((slug) => slug === record?.area);
  if (!area) fail(`${shownFile} has no valid "area:", so its position cannot be checked`);

  let position: FoundPosition;
  try {
    position = await fetchPosition(client, services, ref);
  } catch (error) {
    return fail((error as Error).message);
  }

  const what = `${describeRef(ref)}${position.label ? ` ("${position.label}")` : ''}`;
  const at = shown(position.lat, position.lng);
  if (!insidePolygon(position.lat, position.lng))
    fail(`${what} is at ${at}, outside West Java (${WEST_JAVA_EXTENT}): check the id. Nothing was written`);
  const { km, reach, tooFar, areaName } = areaDistance(area!, position);
  if (tooFar)
    fail(
      `${what} is at ${at}, ${km.toFixed(1)} km from ${reach.centreName}: too far for ${areaName} ` +
        `(within ${reach.radiusKm} km). Check the id, or the record's area. Nothing was written`,
    );

  let edited: string;
  try {
    edited = writeCoordinates(text, {
      lat: position.lat,
      lng: position.lng,
      source: position.source,
      comment: positionComment(position),
    });
  } catch (error) {
    return fail(`${shownFile} was left unchanged: ${(error as Error).message}`);
  }
  fs.writeFileSync(file, edited);
  return { id, file: shownFile, position, km, centreName: reach.centreName };
}
