/** A place's number badge, as on the map: its number in a list that the map's markers match. */
export function PlaceNumber({ value }: { value: number }) {
  return (
    <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-base font-extrabold text-forest-950">
      {value}
    </span>
  );
}
