import {
  Bath,
  Bus,
  CalendarDays,
  CarFront,
  Coffee,
  Coins,
  Compass,
  CookingPot,
  Drum,
  FerrisWheel,
  Flag,
  Footprints,
  HeartPulse,
  Landmark,
  Leaf,
  Luggage,
  Map as MapIcon,
  MapPin,
  Milestone,
  Moon,
  Mountain,
  Music,
  PartyPopper,
  PiggyBank,
  Route,
  ShieldCheck,
  ShoppingBag,
  Signpost,
  Store,
  Trees,
  Users,
  Utensils,
  Wallet,
  WavesLadder,
} from 'lucide';
import type { TagSlug } from '../../content/taxonomy';
import type { IconNode } from '../../site/icons';

// What a cover shows of its guide's subject: line icons for its tags (lucide's shapes, as the site's
// icons are: lib/site/icons.ts), one drawn on the sun and all of them set over the sky. Each tag has
// a small family of motifs, the first its own; the guide's slug picks among them, so guides with the
// same tags still differ. A tag without motifs here (a new tag) gets the default, a compass.

/** Tags that say what a guide is about, each with its motifs. */
const SUBJECT_MOTIFS: Partial<Record<TagSlug, readonly IconNode[]>> = {
  food: [Utensils, CookingPot],
  coffee: [Coffee],
  nature: [Leaf, Trees],
  hiking: [Footprints, Mountain],
  'hot-springs': [Bath, WavesLadder],
  family: [Users, FerrisWheel],
  culture: [Landmark, Drum],
  shopping: [ShoppingBag, Store],
  nightlife: [Moon, Music],
  events: [PartyPopper, Flag],
  safety: [ShieldCheck, HeartPulse],
};

/** Tags that say who a guide is for rather than what it shows: the sun's motif only without a subject tag. */
const GENERAL_MOTIFS: Partial<Record<TagSlug, readonly IconNode[]>> = {
  'first-visit': [MapIcon, MapPin, Luggage],
  'trip-planning': [Route, Signpost, CalendarDays],
  'day-trips': [CarFront, Milestone, Bus],
  budget: [Wallet, Coins, PiggyBank],
};

export const TAG_MOTIFS: Partial<Record<TagSlug, readonly IconNode[]>> = {
  ...SUBJECT_MOTIFS,
  ...GENERAL_MOTIFS,
};

export const DEFAULT_MOTIF: IconNode = Compass;

const motifsOfTag = (tag: string): readonly IconNode[] => TAG_MOTIFS[tag as TagSlug] ?? [DEFAULT_MOTIF];

/** Each tag's own motif (the first of its family), in the guide's order, each once; the default without tags. */
export function motifsOf(tags: readonly string[]): IconNode[] {
  const distinct = [...new Set(tags.map((tag) => motifsOfTag(tag)[0]!))];
  return distinct.length ? distinct : [DEFAULT_MOTIF];
}

/**
 * The motif drawn on the sun: one of its first subject tag's family (food, coffee, culture…), so a
 * guide tagged [trip-planning, food] shows its food; with none, one of its other tags' families.
 * `pick` (seeded by the guide) chooses.
 */
export function mainMotif(tags: readonly string[], pick: <T>(items: readonly T[]) => T): IconNode {
  const subject = tags.find((tag) => !(tag in GENERAL_MOTIFS));
  if (subject !== undefined) return pick(motifsOfTag(subject));
  const general = [...new Set(tags.flatMap(motifsOfTag))];
  return general.length ? pick(general) : DEFAULT_MOTIF;
}

/** A motif as SVG, centred on (x, y), `size` pixels across, in lucide's stroke style. */
export function motifSvg(
  motif: IconNode,
  { x, y, size, color, opacity = 1, rotate = 0, strokeWidth = 2 }: MotifPlacement,
): string {
  const scale = size / 24;
  const shapes = motif
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes)
        .filter(([name, value]) => value !== undefined && name !== 'key')
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      return `<${tag} ${list}/>`;
    })
    .join('');
  const at = (n: number) => Number(n.toFixed(1));
  return (
    `<g transform="translate(${at(x)} ${at(y)}) rotate(${at(rotate)}) scale(${Number(scale.toFixed(3))}) translate(-12 -12)"` +
    ` fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"` +
    `${opacity < 1 ? ` opacity="${opacity}"` : ''}>${shapes}</g>`
  );
}

export type MotifPlacement = {
  x: number;
  y: number;
  size: number;
  color: string;
  opacity?: number;
  rotate?: number;
  strokeWidth?: number;
};
