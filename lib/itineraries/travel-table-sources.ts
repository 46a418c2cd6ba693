// The helpers and the shared sources of the travel table's rows (./travel-table.ts,
// ./travel-rows-south.ts).

export const minutes = (range: { min: number; max: number }) => ({ min: range.min, max: range.max });
export const hours = (range: { min: number; max: number }) => ({ min: range.min * 60, max: range.max * 60 });
/** The day the rows' pages were read. */
export const read = '2026-11-28';

/** TomTom's Bandung figures, as the press reported them: the city's average speeds by time and day. */
export const tomtom = [
  {
    title: 'Macet Parah di Bandung, Warga Habiskan 108 Jam per Tahun Terjebak Kemacetan (Pikiran Rakyat)',
    url: 'https://indonesiacrowd.com/macet-parah-di-bandung-warga-habiskan-108-jam-per-tahun-terjebak-kemacetan',
    publisher: 'Pikiran Rakyat',
    checked: read,
  },
  {
    title: 'Bandung Jadi Kota Termacet di Dunia, Catat Hari dan Jam-jam Padat Kendaraan',
    url: 'https://www.kabarbanyuwangi.info/bandung-jadi-kota-termacet-di-dunia-catat-hari-dan-jam-jam-padat-kendaraan-berdasarkan-data-ini.html',
    publisher: 'Radar Banyuwangi',
    checked: read,
  },
] as const;
