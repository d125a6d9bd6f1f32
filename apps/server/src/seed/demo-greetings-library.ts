// The demo's greeting library: what each post says and looks like. The
// artwork is our own, drawn by areas/cards/media/artwork.ts (no stock photos): generated once into
// apps/server/seed-assets/greetings/ by `npx tsx src/seed/generate-demo-greetings.ts`
// (run from apps/server) and committed, so seeding a new database copies small files instead of spending ~0.3 s of
// CPU a poster on every first start.
import type { ImagePostLanguage, LayoutType } from '@cardora/contract';
import type { Motif } from '../areas/cards/media/artwork';

/** When a post appears: on the seed's own IST day, on a fixed calendar date, or on any day. */
export type DemoPostDate =
  | { kind: 'today' }
  /** Month and day of a date that recurs every year: the next one on or after the seed's day. */
  | { kind: 'yearly'; month: number; day: number }
  /** A festival whose date moves (lunar calendars): shown only while the date is ahead. */
  | { kind: 'on'; dates: readonly string[] }
  | { kind: 'any' };

export interface DemoGreeting {
  /** The file's name under seed-assets/greetings/, without .jpg. */
  file: string;
  title: string;
  subtitle?: string;
  language: ImagePostLanguage;
  layout: LayoutType;
  motif: Motif;
  palette: readonly [string, string, string];
  /** The platform's image category and subcategory it is filed under. */
  category: string;
  subcategory: string;
  date: DemoPostDate;
  tags: readonly string[];
}

const SAFFRON = ['#ff7a18', '#ffb347', '#fff3b0'] as const;
const MORNING = ['#ff9a3c', '#ffd166', '#7b2cbf'] as const;
const NIGHT_GOLD = ['#2b0a3d', '#7b1e7a', '#ffd166'] as const;
const TRICOLOUR = ['#ff9933', '#ffffff', '#138808'] as const;
const WINTER = ['#0b3d2e', '#1f7a4d', '#f6c945'] as const;
const SPRING = ['#e8466b', '#f9a826', '#fde2e4'] as const;
const SEA = ['#0f4c75', '#3282b8', '#bbe1fa'] as const;
const SWEET = ['#8a1c1c', '#d64933', '#ffd6a5'] as const;

/** Where a post is filed and when it shows. */
type Filing = Pick<DemoGreeting, 'category' | 'subcategory' | 'date' | 'tags'>;
const yearly = (month: number, day: number): DemoPostDate => ({ kind: 'yearly', month, day });
/** The seed's own day, under Good Morning: today's first row is never empty. */
const daily = (subcategory: string, tags: readonly string[]): Filing => ({
  category: 'Good Morning',
  subcategory,
  date: { kind: 'today' },
  tags,
});
const GOOD_MORNING = daily('Good Morning', ['Good Morning', 'Daily']);
const nationalDay = (subcategory: string, month: number, day: number): Filing => ({
  category: 'National Days',
  subcategory,
  date: yearly(month, day),
  tags: ['National Day'],
});
const festival = (subcategory: string, date: DemoPostDate, tags: readonly string[] = ['Festival']): Filing => ({
  category: 'Festivals',
  subcategory,
  date,
  tags,
});
/** A business category's own posts, any day. */
const businessOffer = (subcategory: string): Filing => ({
  category: 'Business Category',
  subcategory,
  date: { kind: 'any' },
  tags: ['Offer'],
});
const DIWALI: DemoPostDate = { kind: 'on', dates: ['2026-11-08', '2027-10-29', '2028-10-17'] };

export const DEMO_GREETINGS: readonly DemoGreeting[] = [
  // Every day: today's first row is never empty.
  {
    file: 'good-morning-en',
    title: 'Good Morning',
    subtitle: 'Begin the day with a smile',
    language: 'en',
    layout: 'SQUARE',
    motif: 'sun',
    palette: MORNING,
    ...GOOD_MORNING,
  },
  {
    file: 'good-morning-hi',
    title: 'शुभ प्रभात',
    subtitle: 'आपका दिन मंगलमय हो',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'flowers',
    palette: SPRING,
    ...GOOD_MORNING,
  },
  {
    file: 'good-morning-gu-story',
    title: 'સુપ્રભાત',
    subtitle: 'તમારો દિવસ શુભ રહે',
    language: 'gu',
    layout: 'STORY',
    motif: 'sun',
    palette: SAFFRON,
    ...GOOD_MORNING,
  },
  {
    file: 'thought-hi',
    title: 'मेहनत का फल मीठा होता है',
    subtitle: 'आज का सुविचार',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'abstract',
    palette: SEA,
    ...daily('Thought of the Day', ['Daily', 'Motivation']),
  },
  // Fixed-date days, the next one ahead of the seed.
  {
    file: 'constitution-day-en',
    title: 'Constitution Day',
    subtitle: 'Proud of the values that unite us',
    language: 'en',
    layout: 'SQUARE',
    motif: 'flag',
    palette: TRICOLOUR,
    ...nationalDay('Constitution Day', 11, 26),
  },
  {
    file: 'christmas-en',
    title: 'Merry Christmas',
    subtitle: 'Joy, peace and sweet moments',
    language: 'en',
    layout: 'SQUARE',
    motif: 'confetti',
    palette: WINTER,
    ...festival('Christmas', yearly(12, 25)),
  },
  {
    file: 'new-year-hi',
    title: 'नववर्ष की हार्दिक शुभकामनाएं',
    subtitle: 'नया साल, नई उमंग',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'confetti',
    palette: NIGHT_GOLD,
    ...festival('New Year', yearly(1, 1)),
  },
  {
    file: 'pongal-ta',
    title: 'இனிய பொங்கல் நல்வாழ்த்துக்கள்',
    subtitle: 'தை பிறந்தால் வழி பிறக்கும்',
    language: 'ta',
    layout: 'SQUARE',
    motif: 'kite',
    palette: SAFFRON,
    ...festival('Pongal', yearly(1, 14)),
  },
  {
    file: 'makar-sankranti-en',
    title: 'Happy Makar Sankranti',
    subtitle: 'May your dreams fly high',
    language: 'en',
    layout: 'STORY',
    motif: 'kite',
    palette: SEA,
    ...festival('Makar Sankranti', yearly(1, 14)),
  },
  {
    file: 'republic-day-hi',
    title: 'गणतंत्र दिवस',
    subtitle: 'की हार्दिक शुभकामनाएं',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'flag',
    palette: TRICOLOUR,
    ...nationalDay('Republic Day', 1, 26),
  },
  {
    file: 'independence-day-en',
    title: 'Independence Day',
    subtitle: 'Happy 15 August',
    language: 'en',
    layout: 'SQUARE',
    motif: 'flag',
    palette: TRICOLOUR,
    ...nationalDay('Independence Day', 8, 15),
  },
  // Festivals whose dates move, as published for 2026-2028.
  {
    file: 'guru-nanak-jayanti-pa',
    title: 'ਗੁਰਪੁਰਬ ਮੁਬਾਰਕ',
    subtitle: 'Happy Gurpurab',
    language: 'pa',
    layout: 'SQUARE',
    motif: 'diya',
    palette: SAFFRON,
    ...festival('Guru Nanak Jayanti', { kind: 'on', dates: ['2026-11-24', '2027-11-14', '2028-11-02'] }),
  },
  {
    file: 'holi-hi',
    title: 'हैप्पी होली',
    subtitle: 'रंगों से भरा हो आपका जीवन',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'rangoli',
    palette: SPRING,
    ...festival('Holi', { kind: 'on', dates: ['2027-03-22', '2028-03-11'] }),
  },
  {
    file: 'diwali-hi',
    title: 'शुभ दीपावली',
    subtitle: 'आपके घर सुख, समृद्धि और रोशनी आए',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'diya',
    palette: NIGHT_GOLD,
    ...festival('Diwali', DIWALI, ['Festival', 'Offer']),
  },
  {
    file: 'diwali-en-story',
    title: 'Happy Diwali',
    subtitle: 'Light, sweets and new beginnings',
    language: 'en',
    layout: 'STORY',
    motif: 'diya',
    palette: NIGHT_GOLD,
    ...festival('Diwali', DIWALI),
  },
  // Posts for a trade, any day ('Business Category' subcategories are the business categories).
  {
    file: 'sweet-shop-fresh-hi',
    title: 'ताज़ा मिठाइयाँ',
    subtitle: 'शुद्ध घी से बनी, रोज़',
    language: 'hi',
    layout: 'SQUARE',
    motif: 'rangoli',
    palette: SWEET,
    ...businessOffer('sweet-shop'),
  },
  {
    file: 'sweet-shop-offer-en',
    title: 'Festive Box Offer',
    subtitle: 'Order sweets for your family and office',
    language: 'en',
    layout: 'SQUARE',
    motif: 'confetti',
    palette: SWEET,
    ...businessOffer('sweet-shop'),
  },
  {
    file: 'travel-agency-en',
    title: 'Plan Your Winter Holiday',
    subtitle: 'Tours, tickets and hotels in one call',
    language: 'en',
    layout: 'SQUARE',
    motif: 'sun',
    palette: SEA,
    ...businessOffer('travel-agency'),
  },
  {
    file: 'photography-en',
    title: 'Book Your Photo Shoot',
    subtitle: 'Weddings, portraits and products',
    language: 'en',
    layout: 'SQUARE',
    motif: 'abstract',
    palette: NIGHT_GOLD,
    ...businessOffer('photography'),
  },
];

/** The IST date a post is shown on, or null (any day); undefined: its dates are all past. */
export function demoPostDate(date: DemoPostDate, istToday: string): string | null | undefined {
  switch (date.kind) {
    case 'any':
      return null;
    case 'today':
      return istToday;
    case 'on':
      return date.dates.find((day) => day >= istToday);
    case 'yearly': {
      const year = Number(istToday.slice(0, 4));
      const monthDay = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
      const thisYear = `${year}-${monthDay}`;
      return thisYear >= istToday ? thisYear : `${year + 1}-${monthDay}`;
    }
  }
}
