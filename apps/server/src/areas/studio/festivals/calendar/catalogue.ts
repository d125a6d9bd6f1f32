// The festivals and observances the calendar knows (docs/product-rules.md#festival-calendar):
// each with a stable key (posts are scheduled to it, reminders name it), its English and Hindi
// names, its kind, the states (ISO 3166-2:IN codes) where it is regional (empty: all India) and
// the rule its date follows. No date is written here: every one is computed for any year.
import type { FestivalKind } from '@cardora/contract';
import { CHENNAI, THIRUVANANTHAPURAM } from './astro';
import type { EasterRule, FixedRule, WeekdayRule } from './gregorian';
import type { NakshatraRule, SankrantiRule, TithiRule } from './hindu';
import type { HijriRule } from './islamic';

/** Holika Dahan (the Purnima evening under the Bhadra rules) and the day after it (Holi). */
export interface HoliRule {
  kind: 'holi';
  plus: 0 | 1;
}

export type FestivalRule =
  | TithiRule
  | SankrantiRule
  | NakshatraRule
  | HoliRule
  | HijriRule
  | FixedRule
  | WeekdayRule
  | EasterRule;

export interface Festival {
  key: string;
  name: string;
  nameHi: string;
  kind: FestivalKind;
  /** Where it is regional; empty: all India. */
  states: readonly string[];
  rule: FestivalRule;
}

const NORTH = ['DL', 'HR', 'PB', 'RJ', 'UP', 'MP', 'HP', 'UK', 'CH', 'JK'] as const;

const tithi = (month: TithiRule['month'], t: number, at: TithiRule['at'], prefer?: 'last'): TithiRule => ({
  kind: 'tithi',
  month,
  tithi: t,
  at,
  ...(prefer ? { prefer } : {}),
});
const fixed = (month: number, day: number): FixedRule => ({ kind: 'fixed', month, day });
const hijri = (month: number, day: number): HijriRule => ({ kind: 'hijri', month, day });

export const FESTIVALS: readonly Festival[] = [
  // National days.
  { key: 'republic-day', name: 'Republic Day', nameHi: 'गणतंत्र दिवस', kind: 'national', states: [], rule: fixed(1, 26) },
  {
    key: 'independence-day',
    name: 'Independence Day',
    nameHi: 'स्वतंत्रता दिवस',
    kind: 'national',
    states: [],
    rule: fixed(8, 15),
  },
  {
    key: 'gandhi-jayanti',
    name: 'Gandhi Jayanti',
    nameHi: 'गांधी जयंती',
    kind: 'national',
    states: [],
    rule: fixed(10, 2),
  },
  {
    key: 'ambedkar-jayanti',
    name: 'Ambedkar Jayanti',
    nameHi: 'आंबेडकर जयंती',
    kind: 'national',
    states: [],
    rule: fixed(4, 14),
  },

  // Hindu, Jain, Buddhist and Sikh festivals on tithis (the lunar calendar).
  {
    key: 'vasant-panchami',
    name: 'Vasant Panchami',
    nameHi: 'वसंत पंचमी',
    kind: 'religious',
    states: [],
    rule: tithi('magha', 5, 'madhyahna'),
  },
  {
    key: 'maha-shivaratri',
    name: 'Maha Shivaratri',
    nameHi: 'महाशिवरात्रि',
    kind: 'religious',
    states: [],
    rule: tithi('magha', 29, 'nishita'),
  },
  {
    key: 'holika-dahan',
    name: 'Holika Dahan',
    nameHi: 'होलिका दहन',
    kind: 'religious',
    states: [],
    rule: { kind: 'holi', plus: 0 },
  },
  { key: 'holi', name: 'Holi', nameHi: 'होली', kind: 'religious', states: [], rule: { kind: 'holi', plus: 1 } },
  {
    key: 'ugadi',
    name: 'Ugadi',
    nameHi: 'उगादि',
    kind: 'regional',
    states: ['KA', 'AP', 'TG'],
    rule: tithi('chaitra', 1, 'sunrise'),
  },
  {
    key: 'gudi-padwa',
    name: 'Gudi Padwa',
    nameHi: 'गुड़ी पड़वा',
    kind: 'regional',
    states: ['MH', 'GA'],
    rule: tithi('chaitra', 1, 'sunrise'),
  },
  {
    key: 'chaitra-navratri',
    name: 'Chaitra Navratri',
    nameHi: 'चैत्र नवरात्रि',
    kind: 'religious',
    states: [],
    rule: tithi('chaitra', 1, 'sunrise'),
  },
  {
    key: 'ram-navami',
    name: 'Ram Navami',
    nameHi: 'राम नवमी',
    kind: 'religious',
    states: [],
    rule: tithi('chaitra', 9, 'madhyahna'),
  },
  {
    key: 'mahavir-jayanti',
    name: 'Mahavir Jayanti',
    nameHi: 'महावीर जयंती',
    kind: 'religious',
    states: [],
    rule: tithi('chaitra', 13, 'sunrise'),
  },
  {
    key: 'hanuman-jayanti',
    name: 'Hanuman Jayanti',
    nameHi: 'हनुमान जयंती',
    kind: 'religious',
    states: [],
    rule: tithi('chaitra', 15, 'sunrise'),
  },
  {
    key: 'akshaya-tritiya',
    name: 'Akshaya Tritiya',
    nameHi: 'अक्षय तृतीया',
    kind: 'religious',
    states: [],
    rule: tithi('vaishakha', 3, 'sunrise'),
  },
  {
    key: 'buddha-purnima',
    name: 'Buddha Purnima',
    nameHi: 'बुद्ध पूर्णिमा',
    kind: 'religious',
    states: [],
    rule: tithi('vaishakha', 15, 'sunrise'),
  },
  {
    key: 'guru-purnima',
    name: 'Guru Purnima',
    nameHi: 'गुरु पूर्णिमा',
    kind: 'religious',
    states: [],
    rule: tithi('ashadha', 15, 'sunrise'),
  },
  {
    key: 'raksha-bandhan',
    name: 'Raksha Bandhan',
    nameHi: 'रक्षा बंधन',
    kind: 'religious',
    states: [],
    rule: tithi('shravana', 15, 'sunrise'),
  },
  {
    key: 'janmashtami',
    name: 'Janmashtami',
    nameHi: 'जन्माष्टमी',
    kind: 'religious',
    states: [],
    rule: tithi('shravana', 23, 'sunrise'),
  },
  {
    key: 'ganesh-chaturthi',
    name: 'Ganesh Chaturthi',
    nameHi: 'गणेश चतुर्थी',
    kind: 'religious',
    states: [],
    rule: tithi('bhadrapada', 4, 'madhyahna'),
  },
  {
    key: 'navratri',
    name: 'Navratri',
    nameHi: 'नवरात्रि',
    kind: 'religious',
    states: [],
    rule: tithi('ashvin', 1, 'sunrise'),
  },
  {
    key: 'durga-ashtami',
    name: 'Durga Ashtami',
    nameHi: 'दुर्गा अष्टमी',
    kind: 'religious',
    states: [],
    rule: tithi('ashvin', 8, 'sunrise'),
  },
  {
    key: 'dussehra',
    name: 'Dussehra',
    nameHi: 'दशहरा',
    kind: 'religious',
    states: [],
    rule: tithi('ashvin', 10, 'aparahna'),
  },
  {
    key: 'karva-chauth',
    name: 'Karva Chauth',
    nameHi: 'करवा चौथ',
    kind: 'regional',
    states: NORTH,
    rule: tithi('ashvin', 19, 'sunrise'),
  },
  {
    key: 'dhanteras',
    name: 'Dhanteras',
    nameHi: 'धनतेरस',
    kind: 'religious',
    states: [],
    rule: tithi('ashvin', 28, 'pradosh'),
  },
  {
    key: 'diwali',
    name: 'Diwali',
    nameHi: 'दीपावली',
    kind: 'religious',
    states: [],
    rule: tithi('ashvin', 30, 'pradosh'),
  },
  {
    key: 'govardhan-puja',
    name: 'Govardhan Puja',
    nameHi: 'गोवर्धन पूजा',
    kind: 'religious',
    states: [],
    rule: tithi('kartika', 1, 'sunrise'),
  },
  {
    key: 'bhai-dooj',
    name: 'Bhai Dooj',
    nameHi: 'भाई दूज',
    kind: 'religious',
    states: [],
    rule: tithi('kartika', 2, 'aparahna'),
  },
  {
    key: 'chhath',
    name: 'Chhath Puja',
    nameHi: 'छठ पूजा',
    kind: 'regional',
    states: ['BR', 'JH', 'UP', 'DL'],
    rule: tithi('kartika', 6, 'sunrise'),
  },
  {
    key: 'guru-nanak-jayanti',
    name: 'Guru Nanak Jayanti',
    nameHi: 'गुरु नानक जयंती',
    kind: 'religious',
    states: [],
    rule: tithi('kartika', 15, 'sunrise'),
  },

  // Solar festivals, by the Sun's sidereal ingress.
  {
    key: 'lohri',
    name: 'Lohri',
    nameHi: 'लोहड़ी',
    kind: 'regional',
    states: ['PB', 'HR', 'HP', 'DL', 'CH', 'JK'],
    rule: { kind: 'sankranti', rashi: 'makara', day: 'sunset', plus: -1 },
  },
  {
    key: 'makar-sankranti',
    name: 'Makar Sankranti',
    nameHi: 'मकर संक्रांति',
    kind: 'religious',
    states: [],
    rule: { kind: 'sankranti', rashi: 'makara', day: 'sunset' },
  },
  {
    key: 'pongal',
    name: 'Pongal',
    nameHi: 'पोंगल',
    kind: 'regional',
    states: ['TN', 'PY'],
    rule: { kind: 'sankranti', rashi: 'makara', day: 'sunset', place: CHENNAI },
  },
  {
    key: 'baisakhi',
    name: 'Baisakhi',
    nameHi: 'बैसाखी',
    kind: 'regional',
    states: ['PB', 'HR', 'CH', 'HP', 'DL'],
    rule: { kind: 'sankranti', rashi: 'mesha', day: 'sameDay' },
  },
  {
    key: 'vishu',
    name: 'Vishu',
    nameHi: 'विशु',
    kind: 'regional',
    states: ['KL'],
    rule: { kind: 'sankranti', rashi: 'mesha', day: 'kerala', place: THIRUVANANTHAPURAM },
  },
  {
    key: 'puthandu',
    name: 'Tamil New Year',
    nameHi: 'तमिल नव वर्ष',
    kind: 'regional',
    states: ['TN', 'PY'],
    rule: { kind: 'sankranti', rashi: 'mesha', day: 'sunset', place: CHENNAI },
  },
  {
    key: 'bohag-bihu',
    name: 'Bohag Bihu',
    nameHi: 'बोहाग बिहू',
    kind: 'regional',
    states: ['AS'],
    rule: { kind: 'sankranti', rashi: 'mesha', day: 'nextDay' },
  },
  {
    key: 'pohela-boishakh',
    name: 'Pohela Boishakh',
    nameHi: 'पोइला बैसाख',
    kind: 'regional',
    states: ['WB', 'TR'],
    rule: { kind: 'sankranti', rashi: 'mesha', day: 'nextDay' },
  },
  {
    key: 'onam',
    name: 'Onam',
    nameHi: 'ओणम',
    kind: 'regional',
    states: ['KL'],
    rule: { kind: 'nakshatra', rashi: 'simha', day: 'kerala', nakshatra: 22, place: THIRUVANANTHAPURAM },
  },

  // Islamic festivals, from the Hijri calendar (India: a day after Arabia).
  {
    key: 'eid-al-fitr',
    name: 'Eid al-Fitr',
    nameHi: 'ईद-उल-फ़ितर',
    kind: 'religious',
    states: [],
    rule: hijri(10, 1),
  },
  {
    key: 'eid-al-adha',
    name: 'Eid al-Adha (Bakrid)',
    nameHi: 'ईद-उल-अज़हा (बकरीद)',
    kind: 'religious',
    states: [],
    rule: hijri(12, 10),
  },
  { key: 'muharram', name: 'Muharram', nameHi: 'मुहर्रम', kind: 'religious', states: [], rule: hijri(1, 10) },
  {
    key: 'milad-un-nabi',
    name: 'Milad-un-Nabi',
    nameHi: 'मिलाद-उन-नबी',
    kind: 'religious',
    states: [],
    rule: hijri(3, 12),
  },

  // Christian.
  {
    key: 'good-friday',
    name: 'Good Friday',
    nameHi: 'गुड फ्राइडे',
    kind: 'religious',
    states: [],
    rule: { kind: 'easter', offset: -2 },
  },
  { key: 'easter', name: 'Easter', nameHi: 'ईस्टर', kind: 'religious', states: [], rule: { kind: 'easter', offset: 0 } },
  { key: 'christmas', name: 'Christmas', nameHi: 'क्रिसमस', kind: 'religious', states: [], rule: fixed(12, 25) },

  // States' own days.
  {
    key: 'maharashtra-day',
    name: 'Maharashtra Day',
    nameHi: 'महाराष्ट्र दिवस',
    kind: 'regional',
    states: ['MH'],
    rule: fixed(5, 1),
  },
  {
    key: 'gujarat-day',
    name: 'Gujarat Day',
    nameHi: 'गुजरात दिवस',
    kind: 'regional',
    states: ['GJ'],
    rule: fixed(5, 1),
  },
  {
    key: 'kerala-piravi',
    name: 'Kerala Piravi',
    nameHi: 'केरल पिरवी',
    kind: 'regional',
    states: ['KL'],
    rule: fixed(11, 1),
  },
  {
    key: 'karnataka-rajyotsava',
    name: 'Karnataka Rajyotsava',
    nameHi: 'कर्नाटक राज्योत्सव',
    kind: 'regional',
    states: ['KA'],
    rule: fixed(11, 1),
  },

  // Observances shops post about.
  { key: 'new-year', name: 'New Year', nameHi: 'नया साल', kind: 'observance', states: [], rule: fixed(1, 1) },
  {
    key: 'national-youth-day',
    name: 'National Youth Day',
    nameHi: 'राष्ट्रीय युवा दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(1, 12),
  },
  {
    key: 'valentines-day',
    name: "Valentine's Day",
    nameHi: 'वैलेंटाइन डे',
    kind: 'observance',
    states: [],
    rule: fixed(2, 14),
  },
  {
    key: 'womens-day',
    name: "International Women's Day",
    nameHi: 'अंतर्राष्ट्रीय महिला दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(3, 8),
  },
  { key: 'labour-day', name: 'Labour Day', nameHi: 'मज़दूर दिवस', kind: 'observance', states: [], rule: fixed(5, 1) },
  {
    key: 'mothers-day',
    name: "Mother's Day",
    nameHi: 'मातृ दिवस',
    kind: 'observance',
    states: [],
    rule: { kind: 'weekday', month: 5, weekday: 0, nth: 2 },
  },
  {
    key: 'environment-day',
    name: 'World Environment Day',
    nameHi: 'विश्व पर्यावरण दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(6, 5),
  },
  {
    key: 'fathers-day',
    name: "Father's Day",
    nameHi: 'पितृ दिवस',
    kind: 'observance',
    states: [],
    rule: { kind: 'weekday', month: 6, weekday: 0, nth: 3 },
  },
  {
    key: 'yoga-day',
    name: 'International Yoga Day',
    nameHi: 'अंतर्राष्ट्रीय योग दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(6, 21),
  },
  {
    key: 'doctors-day',
    name: "National Doctors' Day",
    nameHi: 'राष्ट्रीय चिकित्सक दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(7, 1),
  },
  {
    key: 'friendship-day',
    name: 'Friendship Day',
    nameHi: 'मित्रता दिवस',
    kind: 'observance',
    states: [],
    rule: { kind: 'weekday', month: 8, weekday: 0, nth: 1 },
  },
  {
    key: 'teachers-day',
    name: "Teachers' Day",
    nameHi: 'शिक्षक दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(9, 5),
  },
  { key: 'hindi-diwas', name: 'Hindi Diwas', nameHi: 'हिंदी दिवस', kind: 'observance', states: [], rule: fixed(9, 14) },
  {
    key: 'engineers-day',
    name: "Engineers' Day",
    nameHi: 'अभियंता दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(9, 15),
  },
  {
    key: 'childrens-day',
    name: "Children's Day",
    nameHi: 'बाल दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(11, 14),
  },
  {
    key: 'constitution-day',
    name: 'Constitution Day',
    nameHi: 'संविधान दिवस',
    kind: 'observance',
    states: [],
    rule: fixed(11, 26),
  },
];

const byKey = new Map(FESTIVALS.map((festival) => [festival.key, festival]));

export const festivalByKey = (key: string): Festival | undefined => byKey.get(key);
