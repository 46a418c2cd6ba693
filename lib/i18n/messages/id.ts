import type { Messages } from './types';

// Semua teks antarmuka situs berbahasa Indonesia: kunci dan argumen yang sama dengan ./en.ts (kunci
// yang hilang menggagalkan pemeriksaan tipe; argumen diperiksa tests/unit/messages.test.ts). Ditulis
// sebagai teks Indonesia yang wajar, bukan terjemahan kata demi kata; ejaan mengikuti KBBI, nama
// tempat ditulis seperti warga setempat menulisnya. Gunakan ’ untuk apostrof (lihat ./en.ts).

export const id = {
  site: {
    tagline: 'Tips Lokal & Tempat Wajib Kunjung',
    description:
      'Rencanakan liburan ke Bandung dengan tips dari warga lokal: Kawah Putih dan Tangkuban Parahu, wisata peternakan di Lembang, kuliner Sunda dan kopi, factory outlet, tempat tersembunyi, serta tur yang bisa langsung dipesan.',
    footerBlurb: 'Tips lokal, panduan yang jujur, dan tur pilihan di Bandung dan dataran tinggi Jawa Barat.',
    disclosure:
      '© {year} {site}. Halaman ‘{tours}’ berisi perjalanan pilihan kami dari Klook, sebuah marketplace perjalanan: operator lokal independen yang menjalankannya, dan Anda memesannya di Klook. Kami bisa mendapat komisi tanpa biaya tambahan bagi Anda.',
    socialProfile: '{site} di {network}',
    socialMedia: 'Media sosial',
    newTab: '(terbuka di tab baru)',
  },
  layout: {
    skipToContent: 'Langsung ke konten',
    mainNav: 'Utama',
    menu: 'Menu',
    searchLink: 'Cari panduan',
    languageSwitch: 'Baca halaman ini dalam {language}',
    languageSwitchUntranslated:
      'Panduan ini belum tersedia dalam {language}: lihat daftar panduan berbahasa {language}',
  },
  nav: {
    home: 'Beranda',
    guides: 'Panduan Wisata',
    tours: 'Tur Bandung',
  },
  footer: {
    quickLinks: 'Tautan Cepat',
    popularTours: 'Tur Populer',
    getInTouch: 'Hubungi Kami',
    aboutUs: 'Tentang Kami',
    ourTours: 'Tur',
    travelGuide: 'Panduan Wisata',
    contact: 'Kontak',
    reviews: 'Ulasan',
    kawahPutihTour: 'Tur Kawah Putih',
    foodAndShopping: 'Kuliner & Belanja',
    hotSprings: 'Pemandian Air Panas',
    familyPackage: 'Paket Keluarga',
    customTours: 'Tur Sesuai Keinginan',
    office: '{office}, Jawa Barat',
  },
  contact: {
    phoneHours: 'Setiap hari, 08.00–21.00 WIB',
    emailResponse: 'Kami membalas dalam 2 jam',
    office: 'Pusat Kota Bandung',
    officeNote: 'Hanya dengan janji temu',
    officeHours: 'Senin–Sabtu 09.00–18.00',
    customTripMessage:
      'Halo Explore Bandung! Saya ingin merencanakan perjalanan ke Bandung. Tanggal: … Jumlah orang: … Minat: …',
    partnershipSubject: 'Tawaran kerja sama',
  },
  home: {
    title: '{site} – {tagline}',
    heroAlt: 'Deretan tanaman teh di lereng bukit hijau dataran tinggi Jawa Barat',
    rating: '{score} dari {travelers} wisatawan',
    heroTitle: 'Bandung, <highlight>dataran tinggi</highlight> sejuk di Jawa Barat',
    heroIntro:
      'Danau kawah dan kebun teh, jalanan art deco, dan jajanan kaki lima terbaik di Jawa: tips lokal, panduan yang jujur, dan tur yang bisa dipesan dalam hitungan menit.',
    exploreExperiences: 'Jelajahi Pengalaman',
    travelGuide: 'Panduan Wisata',
    statsHeading: '{site} dalam angka',
    stats: {
      travelers: 'Wisatawan Puas',
      rating: 'Rating Rata-rata',
      packages: 'Paket Tur',
      satisfaction: 'Tingkat Kepuasan',
    },
    reasonsEyebrow: 'Mengapa Bandung',
    reasonsTitle: 'Lima alasan berlibur ke Bandung',
    reasonsIntro:
      'Kami warga Bandung yang senang mengajak wisatawan menikmati kota dan dataran tingginya, dari danau kawah di pagi buta sampai jajanan tengah malam.',
    reasons: {
      weather: {
        title: 'Udara pegunungan yang sejuk sepanjang tahun',
        text: 'Terletak {altitude} m di atas permukaan laut dan dikelilingi gunung api, Bandung bersuhu {temperature} dari malam yang sejuk sampai siang yang hangat: tempat melepas gerah dari panasnya Jakarta.',
      },
      food: {
        title: 'Surga kuliner dan kopi',
        text: 'Batagor, surabi, dan mi kocok di pinggir jalan; kopi Java Preanger single origin di kedai kopi legendaris dan kafe di perbukitan.',
      },
      shopping: {
        title: 'Factory outlet dan belanja unik',
        text: 'Factory outlet di Jalan Riau, jins di Cihampelas, desainer lokal, dan pasar akhir pekan dari Dago sampai Braga.',
      },
      nature: {
        title: 'Petualangan alam dan kebun teh',
        text: 'Berjalan di antara kebun teh Rancabali, berkemah di bawah pinus Ranca Upas, dan menyusuri jalur ke air terjun di hutan raya Dago.',
      },
      volcanoes: {
        title: 'Air panas, gunung api, dan wisata keluarga',
        text: 'Berdiri di bibir kawah Tangkuban Parahu, berendam di air panas Ciater, memberi makan kelinci dan domba di taman peternakan Lembang, dan menyuapi rusa di {deerPark}.',
      },
    },
    readyToPlan: 'Siap merencanakan?',
    readyToPlanText:
      'Panduan kami membahas apa yang layak dilihat, berapa biayanya, dan kapan waktu terbaiknya, ditulis oleh warga lokal.',
    readGuides: 'Baca panduan wisata',
    widgetsEyebrow: 'Pesan dengan tenang',
    widgetsTitle: 'Tur dan penginapan, harga terkini',
    widgetsIntro:
      'Daftar terkini dari Klook, sebuah marketplace perjalanan, dalam rupiah; Anda memesan langsung di Klook dan penyedia turnya. Kami bisa mendapat komisi saat Anda memesan, tanpa biaya tambahan bagi Anda.',
    widgets: {
      tours: {
        title: 'Tur dan aktivitas Bandung dengan rating tertinggi',
        fallbackText:
          'Bandingkan tur sehari di Bandung dari operator lokal, lengkap dengan ulasan dan harga terkini dalam rupiah.',
        fallbackLabel: 'Lihat tur Bandung di Klook',
      },
      hotels: {
        title: 'Promo hotel di Bandung',
        fallbackText:
          'Bandingkan hotel di seluruh Bandung dan dataran tingginya, dengan harga terkini dalam rupiah.',
        fallbackLabel: 'Lihat promo hotel Bandung di Klook',
      },
    },
    guidesEyebrow: 'Panduan wisata',
    guidesTitle: 'Rencanakan bersama orang lokal',
    guidesIntro:
      'Panduan praktis lengkap dengan harga, jam buka, dan tips yang biasa kami bagikan ke teman sendiri.',
    allGuides: 'Semua panduan wisata',
    itineraryEyebrow: 'Contoh itinerary',
    downloadPdf: 'Unduh PDF',
    downloadPdfNote: '(itinerary 3 hari, terbuka di tab baru)',
    day: 'Hari {day}',
    faqEyebrow: 'Perlu diketahui',
    faqTitle: 'Pertanyaan yang sering diajukan',
    contactEyebrow: 'Kontak',
    contactTitle: 'Rencanakan perjalanan bersama warga lokal',
    contactIntro:
      'Ceritakan tanggal dan minat Anda, dan kami bantu menyusun perjalanan ke Bandung yang pas untuk Anda.',
    customize: 'Susun Perjalanan Anda',
    customizeNote: '(WhatsApp, terbuka di tab baru)',
    phoneAndWhatsapp: 'Telepon & WhatsApp',
    chatOnWhatsapp: 'Chat lewat WhatsApp',
    email: 'Email',
    office: 'Kantor',
    partnersTitle: 'Terbuka untuk mitra lokal',
    partnersText:
      'Punya penginapan, usaha tur, kafe, atau lokakarya di Bandung? Tawaran kerja sama bisa dikirim ke <mail>{email}</mail>.',
  },
  faq: {
    bestTime: {
      question: 'Kapan waktu terbaik berlibur ke Bandung?',
      answer:
        'Musim kemarau, {drySeason}, adalah waktu terbaik: pagi yang cerah untuk memandang kawah dan mengejar matahari terbit, serta jalur yang kering. Dari November sampai Maret, hujan deras biasa turun sore hari, jadi jadwalkan wisata alam di pagi hari.',
    },
    gettingThere: {
      question: 'Bagaimana cara ke Bandung dari Jakarta?',
      answer:
        'Cara tercepat adalah kereta cepat Whoosh dari Halim, Jakarta, ke Padalarang atau {tegalluarStation} ({whooshRide} di atas kereta; tiket Ekonomi Premium biasanya {whooshFare}), lalu KA Feeder gratis dari Padalarang ke Stasiun Bandung, atau taksi dan taksi daring dari {tegalluarStation} ke pusat kota. KA Parahyangan (sampai Januari 2025 bernama Argo Parahyangan) dari Gambir memakan waktu {regularTrain} dan singgah di {parahyanganStationCount} stasiun, dari Gambir sampai Stasiun Bandung di pusat kota; travel juga berangkat sepanjang hari. Lewat Tol Cipularang, perjalanan memakan waktu {jakartaDrive}, tergantung lalu lintas, dan lebih lama pada Jumat sore serta akhir pekan libur panjang.',
    },
    days: {
      question: 'Berapa hari yang dibutuhkan di Bandung?',
      answer:
        'Tiga hari cukup untuk tempat-tempat utama: Kawah Putih dan kebun teh di selatan, kuliner dan belanja di pusat kota, serta gunung api, air panas, dan peternakan Lembang di utara. Tambahkan satu atau dua hari kalau ingin lebih santai atau menjelajahi tempat tersembunyi.',
    },
    booking: {
      question: 'Bagaimana cara memesan tur, dan apakah aman membayar daring?',
      answer:
        'Pilih perjalanan di halaman Tur, lalu ‘Lihat Aktivitas’ membawa Anda ke Klook, marketplace perjalanan ternama, tempat operator lokal menawarkan versi turnya masing-masing: Anda bisa membandingkan harga terkini, fasilitas tiap paket, ketersediaan, dan ulasan, lalu membayar di Klook. Kami tidak menjalankan tur tersebut; pemesanan dan pengembalian dana diurus Klook dan operatornya sesuai kebijakan mereka.',
    },
    packing: {
      question: 'Apa saja yang perlu dibawa ke Bandung?',
      answer:
        'Pakaian berlapis: siang hari hangat, tetapi malam terasa sejuk, dan suhu udara di Kawah Putih, tempat terdingin yang biasa didatangi wisatawan, berkisar {kawahPutihTemperature}. Bawa jas hujan tipis, sepatu yang nyaman untuk berjalan, tabir surya, dan masker untuk bau belerang di kawah.',
    },
  },
  itinerary: {
    title: 'Bandung dalam 3 Hari',
    subtitle: 'Contoh rencana 3 hari 2 malam yang menjelajahi selatan, pusat kota, dan utara Bandung.',
    days: {
      one: {
        title: 'Kawah Putih dan kebun teh',
        highlights: {
          a: 'Berangkat pagi-pagi ke Ciwidey di selatan ({ciwidey})',
          b: 'Menyusuri tepi danau kawah Kawah Putih yang hijau toska',
          c: 'Kebun teh Rancabali dan makan siang di tepi Situ Patenggang',
          d: 'Memetik stroberi dalam perjalanan pulang',
        },
      },
      two: {
        title: 'Wisata kota, belanja, dan jajanan kaki lima',
        highlights: {
          a: 'Museum Konperensi Asia Afrika di Jalan Asia Afrika begitu dibuka (buka {museumDays}; daftar daring dulu)',
          b: 'Menyusuri Jalan Braga ke utara untuk ngopi dan menikmati deretan toko art deco',
          c: 'Gedung Sate dan museumnya, lalu factory outlet di Jalan Riau yang tak jauh dari sana',
          d: 'Jajanan malam: batagor, surabi, dan martabak',
        },
      },
      three: {
        title: 'Air panas dan wisata peternakan di Lembang',
        highlights: {
          a: 'Bibir kawah Tangkuban Parahu saat gerbang dibuka ({gatesOpen})',
          b: 'Berendam di air panas Ciater, 30 menit lebih jauh',
          c: 'Turun untuk makan siang di Floating Market Lembang',
          d: 'Memberi makan hewan di Farmhouse Lembang, lalu pulang',
        },
      },
    },
    pdf: {
      day: 'HARI {day}',
      goodToKnow: 'Perlu diketahui',
      tipSeason:
        'Waktu terbaik: musim kemarau, {drySeason}. Berangkatlah pagi, paling lambat {leaveBy} pada akhir pekan: jalan ke pegunungan sudah padat sejak pukul 09.00.',
      tipLayers: 'Bawa pakaian berlapis dan jas hujan; Kawah Putih dan Lembang sejuk, terutama pagi hari.',
      tipCheck: 'Harga dan jam buka bisa berubah: cek sebelum berangkat.',
      planWithLocal: 'Rencanakan atau pesan bersama warga lokal',
      phone: 'Telepon & WhatsApp: {phone} ({hours})',
      emailAndWeb: 'Email: {email} ({response})   Web: {web}',
      keywords: 'Bandung, itinerary, Jawa Barat, wisata',
    },
  },
  facts: {
    hoursRange: '{min, number}–{max, number} jam',
    minutesRange: '{min, number}–{max, number} menit',
    aboutHours: 'sekitar {hours, number} jam',
    temperatureRange: '{min, number}–{max, number} °C',
    rupiahRange: 'Rp {min, number}–{max, number}',
    time: 'pukul {time}',
    aboutTime: 'sekitar pukul {time}',
    monthRange: '{from} hingga {to}',
  },
  guides: {
    listTitle: 'Panduan Wisata Bandung',
    allGuidesName: 'Semua panduan',
    allGuidesDescription:
      'Panduan wisata Bandung dari warga lokal: apa yang layak dilihat, tempat makan dan ngopi, serta cara berkeliling, lengkap dengan harga, jam buka, dan tips.',
    listIntro:
      'Panduan praktis dan jujur dari warga lokal: apa yang layak dilihat, tempat makan dan ngopi, dan cara menghindari macet akhir pekan, lengkap dengan harga dan jam buka.',
    tagDescription: 'Panduan wisata Bandung bertema {tag}: tempat tujuan, biayanya, dan cara menuju ke sana.',
    eyebrowAll: 'Panduan wisata',
    eyebrowArea: 'Panduan wisata per kawasan',
    eyebrowTag: 'Panduan wisata per minat',
    pageOf: 'Halaman {page} dari {total}',
    pageTitleSuffix: ' – Halaman {page} dari {total}',
    pageDescription: 'Halaman {page} dari {total}. {description}',
    noGuidesTitle: 'Belum ada panduan di sini',
    noGuidesText:
      'Kami belum menulis tentang {name}. Lihat semua panduan, atau cari tempat atau minat tertentu.',
    allTravelGuides: 'Semua panduan wisata',
    searchGuides: 'Cari panduan',
    guidesHeading: 'Panduan',
    guidesPageHeading: 'Panduan, halaman {page} dari {total}',
    toursCtaTitle: 'Siap Menjelajahi Bandung?',
    toursCtaLabel: 'Lihat Tur',
    toursCtaText:
      'Serahkan urusan menyetir, tiket, dan berangkat subuh kepada pemandu lokal, dan nikmati pemandangannya sepanjang hari.',
    browseHeading: 'Jelajahi panduan per kawasan dan minat',
    byArea: 'Per kawasan',
    byInterest: 'Per minat',
    byPlace:
      'Mencari satu tempat? Semua tempat dalam panduan, lengkap dengan jam buka, harga tiket, dan petanya:',
    pagesNav: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    pageLabel: 'Halaman {page}',
    movedTitle: 'Halaman ini sudah pindah',
    movedText: 'Mengarahkan Anda ke {name}.',
    movedLink: 'Buka {name}',
    movedName: 'semua panduan wisata',
    movedDescription: 'Alamat ini sudah pindah ke daftar semua panduan.',
    untranslatedNotice:
      'Panduan yang Anda buka sebelumnya belum tersedia dalam bahasa Indonesia. Berikut semua panduan kami yang berbahasa Indonesia.',
    draft: 'Draf',
  },
  guide: {
    titleSuffix: '{title} – Panduan Wisata Bandung 2025',
    badge: 'Panduan Wisata',
    published: 'Terbit',
    lastUpdated: 'Terakhir diperbarui',
    readingTime: 'Waktu baca',
    views: 'Dilihat',
    viewsCount: 'Dilihat {views} kali',
    readTime: '{minutes, number} menit baca',
    updated: 'Diperbarui {date}',
    topics: 'Kawasan dan topik',
    backToGuides: 'Kembali ke Panduan',
    save: 'Simpan',
    saved: 'Tersimpan',
    share: 'Bagikan',
    shareWithFriends: 'Bagikan ke Teman',
    saveForLater: 'Simpan untuk Nanti',
    bookATour: 'Pesan Tur',
    moreGuides: 'Panduan Wisata Lainnya',
    shareCopied: 'Tautan disalin',
    shareFailed: 'Tidak bisa membagikan. Salin alamat dari bilah alamat.',
    sourcesHeading: 'Sumber',
    sourcesIntro:
      'Asal fakta dalam panduan ini, beserta tanggal terakhir masing-masing dicek. Harga dan jam buka bisa berubah: cek sebelum berangkat.',
    sourceChecked: 'dicek {date}',
    toc: 'Di halaman ini',
    tableRegion: 'Tabel (bisa digeser ke samping)',
    footnotes: 'Catatan kaki',
    backToReference: 'Kembali ke rujukan {reference}',
  },
  places: {
    heading: 'Tempat dalam panduan ini',
    morePlaces: 'Tempat lain di Bandung dan sekitarnya, per kawasan:',
    intro:
      'Semua tempat di atas dalam satu peta, dengan tautan untuk membukanya di aplikasi peta. Jam buka dan harga bisa berubah: cek sebelum berangkat.',
    address: 'Alamat',
    hours: 'Jam buka',
    entry: 'Tiket masuk',
    free: 'Gratis',
    price: 'Rp {ranges}',
    priceLocal: '{range} untuk wisatawan domestik',
    priceForeign: '{range} untuk wisatawan mancanegara',
    closed: 'tutup',
    daily: 'setiap hari',
    visit: 'Lama kunjungan',
    visitMinutes: '{range} menit',
    visitHours: '{range} {max, plural, other {jam}}',
    bestTime: 'Waktu terbaik',
    kinds: {
      sight: 'Objek wisata',
      museum: 'Museum',
      nature: 'Alam',
      park: 'Taman',
      food: 'Kuliner',
      cafe: 'Kafe',
      shopping: 'Belanja',
      nightlife: 'Hiburan malam',
      stay: 'Penginapan',
      transport: 'Transportasi',
      health: 'Kesehatan',
    },
    openInMaps: 'Buka {name} di aplikasi peta',
    googleMaps: 'Buka di Google Maps',
    googleMapsFor: 'untuk {name}',
    directions: 'Petunjuk arah',
    directionsTo: 'ke {name}',
    openStreetMap: 'OpenStreetMap',
    openStreetMapFor: 'untuk {name}',
    notOnMap: 'Tidak ada di peta: belum ada data peta terbuka yang menunjukkan lokasinya dengan tepat.',
    mapLabel:
      'Peta {count} tempat dalam panduan ini, bernomor sesuai daftar di bawahnya, di sekitar pusat kota Bandung',
    mapRings: ', dengan lingkaran setiap {km} km',
    mapCaption: 'Nomor sesuai daftar di bawah. Belah ketupat menandai pusat kota Bandung',
    mapCaptionRings: '; jarak antarlingkaran {km} km',
    mapCaptionEnd: '. Bukan peta jalan: gunakan tautan untuk petunjuk arah.',
    centreLabel: 'Pusat Bandung',
    mapLandmarks: '; gunung api yang tampak sebagai penanda arah: {names}',
    mapCaptionLandmarks: '; segitiga menandai gunung api utama',
    landmarks: {
      tangkubanParahu: 'Tangkuban Parahu',
      patuha: 'Patuha',
      malabar: 'Malabar',
      manglayang: 'Manglayang',
    },
  },
  placePages: {
    listTitle: 'Tempat Wisata di Bandung dan Sekitarnya – {site}',
    listDescription:
      '{count} tempat wisata di Bandung dan sekitarnya, per kawasan: danau kawah, kebun teh, museum, pasar, dan kafe, lengkap dengan jam buka, harga tiket, dan tautan peta.',
    listEyebrow: 'Tempat',
    listHeading: 'Tempat wisata di Bandung dan sekitarnya',
    listIntro:
      'Semua tempat yang kami rekomendasikan dalam panduan, per kawasan, lengkap dengan jam buka, harga tiket, dan tautan untuk membukanya di aplikasi peta. Jam buka dan harga bisa berubah: cek sebelum berangkat.',
    mapLabel: 'Peta {count} tempat di sekitar pusat kota Bandung, bernomor sesuai daftar di bawah',
    title: '{name}: Jam Buka, Harga Tiket, dan Peta – {site}',
    description: '{name} di {area}: {details}',
    descriptionFacts: 'jam buka, harga tiket, tautan peta, serta panduan dan tur yang singgah ke sana.',
    eyebrow: 'Tempat di {area}',
    facts: 'Sekilas',
    area: 'Kawasan',
    checkBeforeYouGo: 'Jam buka dan harga bisa berubah: cek sebelum berangkat.',
    checkedOn:
      'Fakta dicek {date} dari sumber di bawah. Jam buka dan harga bisa berubah: cek sebelum berangkat.',
    expect: 'Yang bisa diharapkan',
    sources: '{count} sumber, dicek {date}',
    nearby: 'Lokasinya',
    nearbyIntro:
      '{name} (1) dan tempat-tempat dalam jarak {km} km darinya (garis lurus), dari yang terdekat, bernomor sesuai daftar ini:',
    nearbyNone:
      'Tidak ada tempat lain dalam daftar kami yang berjarak kurang dari {km} km (garis lurus) dari {name}.',
    mapAround: 'Peta {name} (1) dan {count} tempat di dekatnya, di sekitar pusat kota Bandung',
    guides: 'Panduan yang membahas {name}',
    tours: 'Tur yang singgah ke {name}',
    toursIntro: 'Perjalanan yang ditawarkan di Klook, sebuah marketplace perjalanan, yang mencakup {name}.',
    allPlaces: 'Semua tempat',
    placesIn: 'Tempat di {area}',
    visits: 'Singgah di',
    downloadsHeading: 'Bawa daftar tempatnya saat luring',
    downloadsIntro:
      'Muat ke aplikasi peta luring (Organic Maps, OsmAnd, Google My Maps) sebelum sinyal hilang: nama, koordinat, jam buka, dan tautan kembali ke sini.',
    gpx: 'Berkas GPX',
    kml: 'Berkas KML',
    downloadNote: '({count} tempat berkoordinat)',
    fileName: 'Tempat – {title}',
    allFileName: 'Tempat wisata di Bandung dan sekitarnya',
    noCoordinates:
      'Belum ada data peta terbuka yang menunjukkan lokasinya dengan tepat, jadi tempat ini tidak ada di peta: tautannya mencarinya berdasarkan nama.',
    landmarksLabel: 'Gunung api: {names}',
    distance: '{km} km dari sini',
  },
  tours: {
    title: 'Tur & Wisata Sehari di Bandung – {site}',
    description:
      '{count} tur sehari dari Bandung dan tempat memesannya di Klook, sebuah marketplace perjalanan: {names}.',
    eyebrow: 'Tur Bandung',
    heading: 'Tur sehari yang sepadan dengan bangun pagi',
    intro:
      'Kawah gunung api, perkemahan di tengah kebun teh, matahari terbit dari atas bukit, dan jalanan art deco di pusat kota: pilih perjalanannya, bandingkan paketnya, lalu pesan di Klook, sebuah marketplace perjalanan.',
    gridLabel: 'Tur',
    disclosureLead: 'Perjalanan ini ditawarkan dan dipesan di Klook,',
    disclosureText:
      'sebuah marketplace perjalanan; kami tidak menjalankannya. ‘Lihat Aktivitas’ membuka {destination} di tab baru: bandingkan paket, harga, dan fasilitas dari tiap operator, lalu pesan di sana.',
    destinationBoth: 'halaman perjalanan itu di Klook, atau hasil pencariannya di Klook',
    destinationActivity: 'halaman perjalanan itu di Klook',
    destinationSearch: 'hasil pencarian Klook untuk perjalanan itu',
    unlisted:
      '{names} belum ada di Klook: {count, plural, one {tombolnya} other {tombol-tombolnya}} membuka beranda kami, tempat Anda bisa meminta kami membantu merencanakannya.',
    commission: 'Jika Anda memesan di Klook, kami bisa mendapat komisi tanpa biaya tambahan bagi Anda.',
    viewActivity: 'Lihat Aktivitas',
    viewActivityNote: ': {name} (terbuka di tab baru)',
    planWithUs: 'Rencanakan bersama kami',
    planOwnTitle: 'Ingin menyusun perjalanan sendiri?',
    planOwnText:
      'Gabungkan kawah, kebun teh, dan wisata kota, jalan-jalan santai sesuai ritme Anda, atau ajak seluruh keluarga: ceritakan tanggal dan minat Anda, kami bantu menyusunnya.',
    planOnWhatsapp: 'Rencanakan lewat WhatsApp',
    otherWays: 'Cara lain menghubungi kami',
    ctaTitle: 'Butuh Informasi Lebih?',
    ctaLabel: 'Lihat Panduan Wisata',
    ctaText:
      'Panduan wisata kami membahas waktu terbaik berkunjung, apa yang perlu dibawa, tempat makan, dan cara berkeliling, supaya Anda bisa memilih tur yang paling cocok.',
    itemListName: 'Tur sehari dari Bandung di Klook',
  },
  redirect: {
    title: 'Mengalihkan ke {name} – {site}',
    description: 'Mengarahkan Anda ke {name}.',
    thisTour: 'tur ini',
    thisTourCapital: 'Tur ini',
    heading: 'Mengalihkan...',
    toActivity: 'Mengarahkan Anda ke halaman {name} di Klook, sebuah marketplace perjalanan.',
    toSearch: 'Mengarahkan Anda ke Klook, sebuah marketplace perjalanan, untuk melihat paket {name}.',
    listingNote:
      'Setiap paket dijalankan oleh operatornya sendiri dan mencantumkan harga, fasilitas, dan cara memesannya. Jika tidak terjadi apa-apa, <link>klik di sini</link>.',
    home: '{name} belum ada di Klook, jadi kami mengarahkan Anda ke beranda, tempat Anda bisa meminta kami membantu merencanakannya.',
    homeLink: 'Buka beranda',
  },
  search: {
    title: 'Cari Panduan – {site}',
    description:
      'Cari di semua panduan wisata Bandung berdasarkan tempat, kuliner, atau minat, atau jelajahi per kawasan dan topik: Lembang, Ciwidey, pusat kota, kopi, alam, liburan keluarga, dan lainnya.',
    eyebrow: 'Cari',
    heading: 'Temukan Panduan',
    intro: 'Cari tempat, makanan, atau minat di semua panduan, atau jelajahi per kawasan dan topik.',
    label: 'Cari panduan',
    placeholder: 'Tempat, makanan, minat…',
    submit: 'Cari',
    noScript:
      'Pencarian membutuhkan JavaScript, yang sedang nonaktif di peramban ini. Semua kawasan dan minat tercantum di bawah beserta panduannya.',
    resultsHeading: 'Hasil pencarian',
    showMore: 'Tampilkan hasil lainnya',
    resultsOne: '{count} panduan ditemukan untuk “{query}”.',
    resultsOther: '{count} panduan ditemukan untuk “{query}”.',
    noResults:
      'Tidak ada panduan untuk “{query}”. Coba kata lain, atau jelajahi per kawasan atau minat di bawah.',
    failed: 'Pencarian gagal dimuat. Periksa koneksi Anda, atau jelajahi per kawasan atau minat di bawah.',
    browseAreas: 'Jelajahi per kawasan',
    browseTags: 'Jelajahi per minat',
    guideCount: '({count, number} panduan)',
    seeAll: 'Lihat semua {count} panduan: {name}',
  },
  saved: {
    title: 'Panduan Tersimpan – {site}',
    description: 'Panduan wisata Bandung yang Anda simpan di perangkat ini, siap dibaca tanpa koneksi.',
    eyebrow: 'Tersimpan',
    heading: 'Panduan Tersimpan',
    intro:
      'Panduan yang Anda simpan tersimpan di perangkat ini beserta fotonya, jadi tetap bisa dibuka tanpa sinyal.',
    unsupported:
      'Menyimpan panduan untuk dibaca tanpa koneksi membutuhkan peramban modern dengan JavaScript aktif. Anda tetap bisa membaca semua panduan secara daring.',
    browse: 'Lihat panduan',
    emptyManage:
      'Belum ada panduan tersimpan. Tekan <b>Simpan</b> pada sebuah panduan untuk menyimpannya di perangkat ini dan membacanya tanpa sinyal.',
    emptyOffline: 'Belum ada panduan yang tersimpan di perangkat ini.',
    listLabel: 'Panduan tersimpan',
    remove: 'Hapus',
    removeGuide: 'Hapus {title}',
    ready: 'Siap dibaca luring',
    notReady: 'Buka sekali saat daring agar tersimpan',
  },
  offline: {
    title: 'Anda Sedang Luring – {site}',
    description: 'Tidak ada koneksi: panduan yang tersimpan di perangkat ini tetap bisa dibuka.',
    eyebrow: 'Tidak ada koneksi',
    heading: 'Anda sedang luring',
    intro:
      'Halaman ini belum tersimpan di perangkat ini, dan tidak ada koneksi untuk memuatnya. Panduan yang sudah Anda simpan tetap bisa dibuka tanpa koneksi: daftarnya ada di bawah.',
    tryAgain: 'Coba lagi',
    allSaved: 'Semua panduan tersimpan',
  },
  notFound: {
    description: 'Halaman yang Anda cari tidak ada.',
    titles: {
      list: 'Halaman Panduan Tidak Ditemukan – {site}',
      guide: 'Artikel Tidak Ditemukan – {site}',
      redirect: 'Mengalihkan… – {site}',
      general: 'Halaman Tidak Ditemukan – {site}',
    },
    listTitle: 'Halaman Panduan Ini Tidak Ada',
    listText:
      'Daftar panduan itu lebih pendek dari yang dituju tautannya, atau kawasan atau topiknya sudah pindah.',
    browseAll: 'Lihat semua panduan',
    searchGuides: 'Cari panduan',
    guideTitle: 'Artikel Tidak Ditemukan',
    guideText: 'Artikel yang Anda cari tidak ada atau gagal dimuat.',
    returnHome: 'Kembali ke Beranda',
    redirectTitle: 'Mengalihkan...',
    redirectText: 'Tur itu sudah tidak tersedia. Mengarahkan Anda ke beranda.',
    goHome: 'Buka beranda',
    generalTitle: 'Halaman Tidak Ditemukan',
    generalText: 'Halaman itu tidak kami temukan. Mungkin sudah pindah, atau tautannya salah ketik.',
    travelGuides: 'Panduan Wisata',
    bandungTours: 'Tur Bandung',
  },
  og: {
    home: {
      kicker: 'Bandung, Jawa Barat',
      title: 'Tips lokal & tempat wajib kunjung di Bandung',
      alt: '{site}: tips lokal dan tempat wajib kunjung di Bandung, Jawa Barat',
    },
    guides: {
      kicker: 'Panduan Wisata',
      title: 'Panduan wisata Bandung dari warga lokal',
      alt: '{site}: panduan wisata Bandung dari warga lokal',
    },
    places: {
      kicker: 'Tempat',
      title: 'Danau kawah, kebun teh, museum, dan kafe: ke mana saja',
      alt: '{site}: tempat wisata di Bandung dan sekitarnya, lengkap dengan jam buka, harga, dan tautan peta',
    },
    place: {
      kicker: 'Tempat di {area}',
      alt: '{name}: jam buka, harga tiket, dan peta, dari {site}',
    },
    tours: {
      kicker: 'Tur Bandung',
      title: 'Tur berpemandu: gunung api, kebun teh, dan air panas',
      alt: '{site}: tur berpemandu dari Bandung ke gunung api, kebun teh, dan air panas',
    },
    search: {
      kicker: 'Cari',
      title: 'Temukan panduan Bandung per tempat atau minat',
      alt: '{site}: cari panduan wisata Bandung berdasarkan tempat, kuliner, atau minat',
    },
    guide: {
      kicker: 'Panduan Wisata',
      alt: '{title}: panduan wisata Bandung dari {site}',
    },
  },
  feed: {
    title: '{site} – Panduan Wisata Bandung',
    description: 'Panduan wisata Bandung, Jawa Barat, dari {site}: {tagline}.',
  },
  breadcrumbs: {
    home: 'Beranda',
    guides: 'Panduan Wisata',
    places: 'Tempat Wisata',
    page: 'Halaman {page}',
  },
} as const satisfies Messages;
