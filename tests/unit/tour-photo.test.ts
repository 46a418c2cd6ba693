// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getPlaces } from '@/lib/places/places';
import { tourArea, tourPhotoSource } from '@/lib/tours/tour-photo';
import { findTour, type Tour } from '@/lib/tours/tours';

// A tour's card shows its photo, or, where no photo shows the trip (lib/tours/tours.ts), a designed
// cover in the colours of the area its places are in.

describe('a tour’s picture', () => {
  it('is its stock photo where it has one', () => {
    const tour = findTour('kawah-putih-tour')!;
    expect(tourPhotoSource(tour)).toEqual({
      kind: 'remote',
      url: tour.image,
      usedBy: 'tour kawah-putih-tour (lib/tours/tours.ts)',
    });
  });

  it('is a designed cover where the table says so: the area of its places, its tags, its slug', () => {
    const tour = findTour('farmhouse-lembang')!;
    expect(tour.image).toEqual({ cover: ['family', 'food'] });
    expect(tourPhotoSource(tour)).toEqual({
      kind: 'cover',
      theme: { area: 'lembang-and-the-north', tags: ['family', 'food'], seed: 'farmhouse-lembang' },
      usedBy: 'tour farmhouse-lembang (lib/tours/tours.ts)',
    });
  });

  it('takes the area most of its places are in, the first place’s on a tie', () => {
    const places = getPlaces();
    const areaOf = (id: string) => places.get(id)!.area;
    const [north, south] = ['tangkuban-parahu', 'kawah-putih'];
    expect([areaOf(north!), areaOf(south!)]).toEqual(['lembang-and-the-north', 'ciwidey-and-the-south']);
    const trip = (ids: string[]): Pick<Tour, 'slug' | 'places'> => ({ slug: 'trip', places: ids });
    expect(tourArea(trip([north!, south!]))).toBe('lembang-and-the-north');
    expect(tourArea(trip([south!, north!]))).toBe('ciwidey-and-the-south');
    expect(tourArea(trip([north!, south!, 'kawah-putih']))).toBe('ciwidey-and-the-south');
    expect(() => tourArea(trip(['no-such-place']))).toThrow(
      /tour trip \(lib\/tours\/tours\.ts\): there is no place no-such-place/,
    );
  });
});
