// Home page content: statistics, reasons to visit and the FAQ. The FAQ also feeds the FAQPage
// structured data, so the visible questions and the markup can never drift apart. Facts stated on
// other pages too (altitude, travel times, where to feed deer) come from ./facts.

import { facts } from './facts';

export type StatIcon = 'users' | 'star' | 'map' | 'smile';
export type Stat = { icon: StatIcon; number: string; label: string };

export const RATING = { score: '4.9/5', travelers: '2,847' } as const;

export const stats: readonly Stat[] = [
  { icon: 'users', number: '10,000+', label: 'Happy Travelers' },
  { icon: 'star', number: '4.9/5', label: 'Average Rating' },
  { icon: 'map', number: '50+', label: 'Tour Packages' },
  { icon: 'smile', number: '99%', label: 'Satisfaction Rate' },
];

export type ReasonIcon = 'mountain' | 'coffee' | 'bag' | 'leaf' | 'flame';
export type Reason = { icon: ReasonIcon; title: string; text: string };

export const reasons: readonly Reason[] = [
  {
    icon: 'mountain',
    title: 'Cool mountain weather year-round',
    text: `At ${facts.altitudeMetres} m above sea level and ringed by volcanoes, Bandung stays around ${facts.cityTemperature}, a fresh escape from Jakarta’s heat.`,
  },
  {
    icon: 'coffee',
    title: 'Legendary food and coffee culture',
    text: 'Batagor, surabi and mie kocok on the street; single-origin Java Preanger coffee in heritage roasteries and hillside cafes.',
  },
  {
    icon: 'bag',
    title: 'Factory outlets and unique shopping',
    text: 'Factory outlets on Jalan Riau, denim on Cihampelas, local designers and weekend markets from Dago to Braga.',
  },
  {
    icon: 'leaf',
    title: 'Nature adventures and tea plantations',
    text: 'Walk through the Rancabali tea terraces, camp among pines at Ranca Upas and hike to waterfalls in Dago’s forest park.',
  },
  {
    icon: 'flame',
    title: 'Hot springs, volcanoes and family fun',
    text: `Stand on the rim of Tangkuban Perahu, soak in Ciater’s hot springs and feed rabbits and sheep at Lembang’s farm parks; hand-feed deer at ${facts.deerPark}.`,
  },
];

export type Faq = { question: string; answer: string };

export const faqs: readonly Faq[] = [
  {
    question: 'When is the best time to visit Bandung?',
    answer: `The dry season, ${facts.drySeason}, is the best time to visit: clear mornings for crater views and sunrise trips, and dry trails. From November to March expect afternoon downpours, so plan outdoor sights for the morning.`,
  },
  {
    question: 'How do I get from Jakarta to Bandung?',
    answer: `The fastest way is the Whoosh high-speed train from Halim in Jakarta to Padalarang or Tegalluar (${facts.whooshRide} on the train), then the feeder train from Padalarang to Bandung station, or a taxi or ride-hailing car from Tegalluar into the city. The regular Argo Parahyangan train from Gambir takes ${facts.regularTrain} and stops in the city centre; shuttle vans also run all day. Driving on the Cipularang toll road takes ${facts.jakartaDrive} depending on traffic, and longer on Friday evenings and holiday weekends.`,
  },
  {
    question: 'How many days do I need in Bandung?',
    answer:
      'Three days covers the highlights: Kawah Putih and the tea plantations in the south, the city centre’s food and shopping, and Lembang’s volcano, hot springs and farms in the north. Add a day or two for slower travel or hidden gems.',
  },
  {
    question: 'How do I book a tour, and is it safe to pay online?',
    answer:
      'Pick a trip on the Tours page and ‘View Activity’ takes you to Klook, an established travel marketplace, where local operators list their versions of it: you compare live prices, what each listing includes, availability and reviews, and pay on Klook. We do not run the tours; your booking and any refunds are handled by Klook and the operator under their own policies.',
  },
  {
    question: 'What should I pack for Bandung?',
    answer:
      'Layers: days are warm but evenings are cool, and Kawah Putih or Ranca Upas can drop below 15 °C. Bring a light rain jacket, comfortable walking shoes, sunscreen and a mask for the sulphur at volcanic craters.',
  },
];

/** The home page's hero photo. */
export const HERO_IMAGE = {
  src: 'https://images.unsplash.com/photo-1566419808810-927259f927da',
  alt: 'Rows of tea bushes on a green hillside in the West Java highlands',
} as const;
