// Facts about Bandung that more than one page states: the home page, its FAQ, the itinerary (page and
// PDF) and the tour descriptions read them from here, so they cannot drift apart. The guides are prose
// in content/guides/*.md and state the same values in their own words; tests/unit/facts.test.ts checks
// that every mention there agrees with this table.
//
// Sources: the values commonly given by official and travel references. Prices and opening hours are
// ranges with "check before you go", as they change without notice.

export const facts = {
  /** Bandung city's elevation above sea level, in metres. */
  altitudeMetres: 768,
  /** Typical daytime temperatures in the city. */
  cityTemperature: '20–28 °C',
  /** Jakarta to Bandung by car on the Cipularang toll road. */
  jakartaDrive: '3–4 hours',
  /** The Whoosh high-speed train, Halim (Jakarta) to Tegalluar or Padalarang, on the train itself. */
  whooshRide: '30–45 minutes',
  /** The regular Argo Parahyangan train, Gambir (Jakarta) to Bandung station in the city centre. */
  regularTrain: 'about 3 hours',
  /** Drives from the city centre, without weekend jams. */
  drive: {
    ciwidey: '2–2.5 hours',
    lembang: '45–90 minutes',
    tangkubanPerahu: '1–1.5 hours',
  },
  /** Where visitors hand-feed deer: the deer park at Kampung Cai Ranca Upas, Ciwidey. */
  deerPark: 'Ranca Upas',
  /** Tangkuban Perahu's gates: they open in the morning, well after sunrise (check before you go). */
  tangkubanPerahuGates: { opens: 'about 7 am', closes: 'about 5 pm' },
  /** The dry season, the best time to visit. */
  drySeason: 'May to September',
} as const;
