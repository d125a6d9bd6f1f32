// The demo library's posts: text-free artwork (a designed scene and its palette) plus the text
// layers the server draws over it in the customer's language. Daily posts show on the seed's
// own day; festivals on their next date (so the library looks right whatever day it is seeded);
// trade posts any day. The text sits in the poster's text area and the bottom stays calm for
// the frame (docs/product-rules.md#layouts-that-hold).
import type { ImagePostLanguage, LayoutType } from '@cardora/contract';
import type { Motif } from '../areas/cards/media/artwork';
import type { DemoGreeting, DemoPostDate, DemoTextBox, DemoTextLayer } from './demo-greetings-types';

type Texts = Partial<Record<ImagePostLanguage, string>>;

/** A scene, its palette and the colours its text is drawn in. */
interface Look {
  motif: Motif;
  palette: readonly [string, string, string];
  ink: string;
  sub: string;
}

const look = (motif: Motif, palette: readonly [string, string, string], ink: string, sub: string): Look => ({
  motif,
  palette,
  ink,
  sub,
});

// Night scenes take light text; day and paper scenes dark text.
const DIYA_PLUM = look('diya-row', ['#4a0d3e', '#8e2450', '#ffc44d'], '#ffe7a8', '#fff3e0');
const DIYA_INDIGO = look('diya-row', ['#1d1b4f', '#3b2a7a', '#ffc857'], '#ffe6a3', '#f4efff');
const DIYA_MAROON = look('diya-row', ['#5a0f1c', '#9c2a1c', '#ffb84d'], '#ffe3a0', '#fff1e6');
const LANTERN_TEAL = look('lanterns', ['#0b3b4a', '#127a7a', '#f3c969'], '#f9e3a8', '#f4f1e8');
const LANTERN_NAVY = look('lanterns', ['#14204a', '#2c4f8c', '#e8c26a'], '#f6e0a6', '#eef1fa');
const FIREWORKS_NIGHT = look('fireworks', ['#14163b', '#e84393', '#ffd166'], '#ffffff', '#ffe9b3');
const FIREWORKS_GOLD = look('fireworks', ['#1f0f2e', '#ff8c42', '#ffd166'], '#ffffff', '#ffe4b8');
const XMAS_GREEN = look('christmas-lights', ['#0c3b2e', '#b3202a', '#f6c945'], '#ffffff', '#fbe7a8');
const XMAS_RED = look('christmas-lights', ['#4a0d16', '#1f6e43', '#ffd36b'], '#ffffff', '#ffe2a8');
const BONFIRE = look('bonfire', ['#1b1035', '#e8531f', '#ffc857'], '#ffe2a3', '#fff1e0');
const BONFIRE_RED = look('bonfire', ['#2a0a12', '#d9381e', '#ffb347'], '#ffdca0', '#fff0e6');
const NIGHT_BLUE = look('night-sky', ['#1b2a5e', '#5b4b9a', '#f6e7b0'], '#fbf2d0', '#eef0ff');
const PEAKS_NIGHT = look('moonlit-peaks', ['#1d2b64', '#4a5fa8', '#f5e6b8'], '#fbf1d2', '#e8ecff');
const PEAKS_DUSK = look('moonlit-peaks', ['#2a1d5c', '#7a5fb0', '#ffd9a8'], '#fff0d6', '#f1e9ff');
const SUNRISE_ROSE = look('sunrise-hills', ['#c0587e', '#f4a259', '#ffd57e'], '#5a1f33', '#6b2a40');
const SUNRISE_TEAL = look('sunrise-hills', ['#2f6f7e', '#7ec4cf', '#ffe2a0'], '#153a42', '#1f4a54');
const SUNRISE_VIOLET = look('sunrise-hills', ['#6a4c93', '#f28f6b', '#ffd6a5'], '#2e1f47', '#3d2a5c');
const KITES = look('kite-skyline', ['#3d5a80', '#ee6c4d', '#ffd166'], '#1f2f47', '#2a3d5a');
const KITES_PINK = look('kite-skyline', ['#6d3b5e', '#f27059', '#ffd97d'], '#3b1f33', '#4a2a40');
const TRICOLOUR = look('tricolour-ribbons', ['#ff9933', '#ffffff', '#138808'], '#1c2a7a', '#17225f');
const BACKWATERS = look('backwaters', ['#1e4d2b', '#e07a2f', '#ffd27a'], '#1e3a1f', '#284a29');
const MANDALA_PLUM = look('gold-mandala', ['#3b0a45', '#8e1b5a', '#f2c14e'], '#fbe3a6', '#fdf3e1');
const MANDALA_TEAL = look('gold-mandala', ['#0d3b44', '#15737a', '#e9c46a'], '#f6e2a8', '#f1f7f4');
const MANDALA_RED = look('gold-mandala', ['#5c0a14', '#a4161a', '#f2c14e'], '#fbe3a6', '#fff1e6');
const KALASH_RED = look('kalash-toran', ['#7a1020', '#ff8c1a', '#ffc93c'], '#ffe9a6', '#fff3e6');
const KALASH_GREEN = look('kalash-toran', ['#114b3a', '#ff8c1a', '#ffcf3c'], '#ffeaa6', '#f3fff6');
const RAKHI_ROSE = look('rakhi', ['#8c1d40', '#e8467c', '#ffd166'], '#ffeab0', '#fff3ea');
const RAKHI_BLUE = look('rakhi', ['#1f3a6e', '#e8467c', '#ffd166'], '#ffe9b0', '#f1f4ff');
const DANDIYA = look('dandiya', ['#4a0e5c', '#e63980', '#ffcc33'], '#ffe79a', '#fff0f6');
const DANDIYA_RED = look('dandiya', ['#6b0f1a', '#ff6b35', '#ffd23f'], '#ffe89a', '#fff2e8');
const PONGAL = look('pongal-pot', ['#b5651d', '#f4a261', '#ffd27a'], '#4a2008', '#5a2a10');
const MODAK = look('modak-plate', ['#7a2e0e', '#ff7b00', '#ffcf56'], '#ffe9a6', '#fff3e6');
const MODAK_RED = look('modak-plate', ['#6e0f22', '#ff8a00', '#ffd35c'], '#ffe7a3', '#fff1ea');
const POOKALAM = look('pookalam', ['#0f3d2e', '#ff9f1c', '#ffd23f'], '#ffe9a3', '#f3fff4');
const HOLI = look('holi-colours', ['#e5197b', '#ff9f1c', '#3a86ff'], '#8a0f4a', '#5c0a32');
const HOLI_GREEN = look('holi-colours', ['#2a9d3f', '#ff006e', '#ffbe0b'], '#1b5e2a', '#7a0a3e');
const FLORAL_PINK = look('floral-wash', ['#e56b9f', '#f7b267', '#9bc7e8'], '#7a1f4a', '#5a1a3a');
const FLORAL_YELLOW = look('floral-wash', ['#e9a21a', '#f7d154', '#a8d5ba'], '#6b4200', '#5a3a00');
const FLORAL_LILAC = look('floral-wash', ['#8e6cc9', '#f4a7c0', '#b8e0d2'], '#3f2870', '#4a3178');
const FLORAL_BLUE = look('floral-wash', ['#4f86c6', '#9ad1d4', '#f7c59f'], '#1d3f6e', '#234a7a');
const PROMO_NAVY = look('promo-glass', ['#12264f', '#e63946', '#f4c95d'], '#ffffff', '#f4c95d');
const PROMO_TEAL = look('promo-glass', ['#073b3a', '#0fa3b1', '#f7d08a'], '#ffffff', '#f7d08a');
const PROMO_WINE = look('promo-glass', ['#3a0a2a', '#d1495b', '#edae49'], '#ffffff', '#edae49');
const PROMO_BLUE = look('promo-glass', ['#0b1d51', '#3a86ff', '#ffd166'], '#ffffff', '#ffd166');
const RIBBON_PLUM = look('satin-ribbon', ['#2a0d3a', '#c1121f', '#f4c95d'], '#fbe2a0', '#fff8ee');
const RIBBON_TEAL = look('satin-ribbon', ['#0b3a40', '#c1121f', '#f4c95d'], '#fbe2a0', '#f2fbf8');
const RIBBON_NAVY = look('satin-ribbon', ['#101c3d', '#d4a017', '#f7e1a0'], '#f7e1a0', '#f4f6ff');

/** Boxes of the three text roles, inside the poster's text area of each layout. */
const BOXES: Record<LayoutType, Record<DemoTextLayer['role'], DemoTextBox>> = {
  SQUARE: {
    headline: { x: 0.08, y: 0.1, width: 0.84, height: 0.2 },
    line: { x: 0.1, y: 0.31, width: 0.8, height: 0.08 },
    smallPrint: { x: 0.12, y: 0.4, width: 0.76, height: 0.04 },
  },
  STORY: {
    headline: { x: 0.08, y: 0.12, width: 0.84, height: 0.18 },
    line: { x: 0.1, y: 0.31, width: 0.8, height: 0.09 },
    smallPrint: { x: 0.12, y: 0.42, width: 0.76, height: 0.04 },
  },
};

/** Where a post is filed and when it shows. */
type Filing = Pick<DemoGreeting, 'category' | 'subcategory' | 'date' | 'festival' | 'suitedCategories' | 'tags'>;

const yearly = (month: number, day: number): DemoPostDate => ({ kind: 'yearly', month, day });
const on = (...dates: string[]): DemoPostDate => ({ kind: 'on', dates });
const ANY: DemoPostDate = { kind: 'any' };
const TODAY: DemoPostDate = { kind: 'today' };

const daily = (subcategory: string, tags: readonly string[]): Filing => ({
  category: 'Good Morning',
  subcategory,
  date: TODAY,
  suitedCategories: [],
  tags: ['Daily', ...tags],
});
const festival = (subcategory: string, key: string, date: DemoPostDate, tags: readonly string[] = []): Filing => ({
  category: 'Festivals',
  subcategory,
  date,
  festival: key,
  suitedCategories: [],
  tags: ['Festival', ...tags],
});
const nationalDay = (subcategory: string, key: string, month: number, day: number): Filing => ({
  category: 'National Days',
  subcategory,
  date: yearly(month, day),
  festival: key,
  suitedCategories: [],
  tags: ['National Day'],
});
/** A trade's own post, any day, filed under its 'Business Category' subcategory. */
const trade = (key: string, suited: readonly string[], tags: readonly string[]): Filing => ({
  category: 'Business Category',
  subcategory: key,
  date: ANY,
  suitedCategories: [key, ...suited],
  tags: ['Business', ...tags],
});
/** A post any business can send (sale, opening, thanks), any day or on a festival. */
const business = (subcategory: string, tags: readonly string[], extra: Partial<Filing> = {}): Filing => ({
  category: 'Business',
  subcategory,
  date: ANY,
  suitedCategories: [],
  tags: ['Business', ...tags],
  ...extra,
});

// Festivals whose dates move, as published for the years ahead (the festival calendar is the
// authority once it lands; these keep the seed right until then).
const DIWALI = on('2026-11-08', '2027-10-29', '2028-10-17');
const HOLI_DATES = on('2027-03-22', '2028-03-11');
const EID_AL_FITR = on('2027-03-10', '2028-02-27');
const SHIVARATRI = on('2027-03-06', '2028-02-23');
const VASANT_PANCHAMI = on('2027-02-11', '2028-01-31');
const RAKSHA_BANDHAN = on('2027-08-17', '2028-08-05');
const GANESH_CHATURTHI = on('2027-09-04', '2028-08-23');
const NAVRATRI = on('2027-09-30', '2028-09-19');
const DUSSEHRA = on('2027-10-09', '2028-09-27');
const ONAM = on('2027-09-12', '2028-08-31');
const GURPURAB = on('2026-11-24', '2027-11-14', '2028-11-02');

interface PostSpec {
  file: string;
  layout: LayoutType;
  look: Look;
  /** The language the seed stores the post under today (its title is in it). */
  lang: ImagePostLanguage;
  filing: Filing;
  headline: Texts;
  line?: Texts;
  small?: Texts;
}

function post(spec: PostSpec): DemoGreeting {
  const boxes = BOXES[spec.layout];
  const layer = (role: DemoTextLayer['role'], texts: Texts, color: string): DemoTextLayer => ({
    role,
    box: boxes[role],
    align: 'center',
    color,
    texts,
  });
  const textLayers = [
    layer('headline', spec.headline, spec.look.ink),
    ...(spec.line ? [layer('line', spec.line, spec.look.sub)] : []),
    ...(spec.small ? [layer('smallPrint', spec.small, spec.look.sub)] : []),
  ];
  const title = spec.headline[spec.lang] ?? spec.headline.en ?? '';
  const subtitle = spec.line?.[spec.lang];
  return {
    file: spec.file,
    title,
    ...(subtitle ? { subtitle } : {}),
    language: spec.lang,
    layout: spec.layout,
    motif: spec.look.motif,
    palette: spec.look.palette,
    ...spec.filing,
    textLayers,
  };
}

// ---------------------------------------------------------------------------------------------
// Every day: good morning, a thought, good night. Today's first row is never empty.

const GOOD_MORNING = daily('Good Morning', ['Good Morning']);
const GOOD_MORNING_HEAD: Texts = {
  en: 'Good Morning',
  hi: 'सुप्रभात',
  mr: 'शुभ सकाळ',
  gu: 'સુપ્રભાત',
  ta: 'காலை வணக்கம்',
  bn: 'সুপ্রভাত',
};

const DAILY: DemoGreeting[] = [
  post({
    file: 'good-morning-sunrise',
    layout: 'SQUARE',
    look: SUNRISE_ROSE,
    lang: 'en',
    filing: GOOD_MORNING,
    headline: GOOD_MORNING_HEAD,
    line: {
      en: 'May your day shine as bright as this sunrise',
      hi: 'आपका दिन इस सूरज की तरह रोशन हो',
      mr: 'तुमचा दिवस या सूर्यासारखा तेजस्वी जावो',
      gu: 'તમારો દિવસ આ સૂરજ જેવો ઝળહળતો રહે',
      ta: 'இந்த நாள் உங்களுக்கு இனிய நாளாக அமையட்டும்',
      bn: 'আপনার দিনটা হোক এই সূর্যের মতো উজ্জ্বল',
    },
  }),
  post({
    file: 'good-morning-blossom',
    layout: 'SQUARE',
    look: FLORAL_PINK,
    lang: 'hi',
    filing: GOOD_MORNING,
    headline: { en: 'Good Morning', hi: 'शुभ प्रभात', gu: 'શુભ સવાર', bn: 'শুভ সকাল', mr: 'शुभ सकाळ' },
    line: {
      en: 'Start the day with a smile',
      hi: 'मुस्कान के साथ दिन की शुरुआत करें',
      gu: 'સ્મિત સાથે દિવસની શરૂઆત કરો',
      bn: 'হাসিমুখে দিনটা শুরু করুন',
      mr: 'हसत हसत दिवसाची सुरुवात करा',
    },
  }),
  post({
    file: 'good-morning-hills-story',
    layout: 'STORY',
    look: SUNRISE_TEAL,
    lang: 'gu',
    filing: GOOD_MORNING,
    headline: GOOD_MORNING_HEAD,
    line: {
      en: 'A fresh morning, a fresh start',
      hi: 'नई सुबह, नई शुरुआत',
      mr: 'नवी सकाळ, नवी सुरुवात',
      gu: 'નવી સવાર, નવી શરૂઆત',
      ta: 'புதிய காலை, புதிய தொடக்கம்',
      bn: 'নতুন সকাল, নতুন শুরু',
    },
  }),
  post({
    file: 'good-morning-yellow',
    layout: 'SQUARE',
    look: FLORAL_YELLOW,
    lang: 'ta',
    filing: GOOD_MORNING,
    headline: GOOD_MORNING_HEAD,
    line: {
      en: 'Wishing you a day full of happiness',
      hi: 'आपका दिन खुशियों से भरा रहे',
      mr: 'तुमचा दिवस आनंदाने भरलेला जावो',
      gu: 'તમારો દિવસ ખુશીઓથી ભરેલો રહે',
      ta: 'இன்றைய நாள் மகிழ்ச்சி நிறைந்ததாக அமையட்டும்',
      bn: 'আপনার দিনটা আনন্দে ভরে উঠুক',
    },
  }),
  post({
    file: 'good-morning-violet-story',
    layout: 'STORY',
    look: SUNRISE_VIOLET,
    lang: 'mr',
    filing: GOOD_MORNING,
    headline: GOOD_MORNING_HEAD,
    line: {
      en: 'Every sunrise is a new chance',
      hi: 'हर सूर्योदय एक नया मौका है',
      mr: 'प्रत्येक सूर्योदय म्हणजे एक नवी संधी',
      gu: 'દરેક સૂર્યોદય એક નવી તક છે',
      ta: 'ஒவ்வொரு விடியலும் ஒரு புதிய வாய்ப்பு',
      bn: 'প্রতিটি সূর্যোদয় এক নতুন সুযোগ',
    },
  }),
  post({
    file: 'thought-hard-work',
    layout: 'SQUARE',
    look: MANDALA_TEAL,
    lang: 'hi',
    filing: daily('Thought of the Day', ['Motivation']),
    headline: {
      en: 'Hard work always bears sweet fruit',
      hi: 'मेहनत का फल मीठा होता है',
      mr: 'कष्टाचे फळ नेहमी गोड असते',
      gu: 'મહેનતનું ફળ મીઠું હોય છે',
      ta: 'உழைப்பின் பலன் இனிமையானது',
    },
    line: {
      en: 'Thought of the day',
      hi: 'आज का सुविचार',
      mr: 'आजचा सुविचार',
      gu: 'આજનો સુવિચાર',
      ta: 'இன்றைய சிந்தனை',
    },
  }),
  post({
    file: 'thought-kind-words',
    layout: 'SQUARE',
    look: FLORAL_BLUE,
    lang: 'bn',
    filing: daily('Thought of the Day', ['Motivation']),
    headline: {
      en: 'Kind words are the greatest wealth',
      hi: 'मीठी वाणी सबसे बड़ा धन है',
      gu: 'મીઠી વાણી સૌથી મોટું ધન છે',
      bn: 'মিষ্টি কথাই সবচেয়ে বড় সম্পদ',
      mr: 'गोड बोलणं हीच खरी संपत्ती',
    },
    line: {
      en: 'Thought of the day',
      hi: 'आज का सुविचार',
      gu: 'આજનો સુવિચાર',
      bn: 'আজকের ভাবনা',
      mr: 'आजचा सुविचार',
    },
  }),
  post({
    file: 'motivation-keep-going-story',
    layout: 'STORY',
    look: PEAKS_DUSK,
    lang: 'en',
    filing: daily('Motivation', ['Motivation']),
    headline: { en: 'Keep Going', hi: 'चलते रहिए', mr: 'पुढे चालत राहा', ta: 'தொடர்ந்து முன்னேறுங்கள்', gu: 'આગળ વધતા રહો' },
    line: {
      en: 'Small steps every day add up to big wins',
      hi: 'रोज़ के छोटे कदम ही बड़ी जीत बनते हैं',
      mr: 'रोजची छोटी पावलंच मोठं यश घडवतात',
      ta: 'தினமும் எடுக்கும் சிறு அடிகளே பெரிய வெற்றியாகும்',
      gu: 'રોજનાં નાનાં પગલાં જ મોટી જીત બને છે',
    },
  }),
  post({
    file: 'good-night-moon',
    layout: 'SQUARE',
    look: NIGHT_BLUE,
    lang: 'hi',
    filing: daily('Good Night', ['Good Night']),
    headline: { en: 'Good Night', hi: 'शुभ रात्रि', mr: 'शुभ रात्री', gu: 'શુભ રાત્રિ', ta: 'இனிய இரவு வணக்கம்' },
    line: {
      en: 'Rest well, tomorrow is a new beginning',
      hi: 'चैन से सोइए, कल एक नई शुरुआत है',
      mr: 'शांत झोप घ्या, उद्या नवी सुरुवात आहे',
      gu: 'શાંતિથી સૂઈ જાઓ, કાલે નવી શરૂઆત છે',
      ta: 'நிம்மதியாக உறங்குங்கள், நாளை ஒரு புதிய தொடக்கம்',
    },
  }),
  post({
    file: 'good-night-peaks-story',
    layout: 'STORY',
    look: PEAKS_NIGHT,
    lang: 'mr',
    filing: daily('Good Night', ['Good Night']),
    headline: { en: 'Good Night', hi: 'शुभ रात्रि', mr: 'शुभ रात्री', gu: 'શુભ રાત્રિ', bn: 'শুভ রাত্রি' },
    line: {
      en: 'Sweet dreams and a peaceful sleep',
      hi: 'मीठे सपने और सुकून भरी नींद',
      mr: 'गोड स्वप्नं आणि शांत झोप',
      gu: 'મીઠાં સપનાં અને શાંત ઊંઘ',
      bn: 'মিষ্টি স্বপ্ন আর শান্তির ঘুম',
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Festivals and national days, in calendar order from December.

const CHRISTMAS_HEAD: Texts = {
  en: 'Merry Christmas',
  hi: 'क्रिसमस की हार्दिक शुभकामनाएं',
  ta: 'இனிய கிறிஸ்துமஸ் நல்வாழ்த்துகள்',
  ml: 'ക്രിസ്മസ് ആശംസകൾ',
  bn: 'বড়দিনের শুভেচ্ছা',
};
const NEW_YEAR_HEAD: Texts = {
  en: 'Happy New Year',
  hi: 'नववर्ष की हार्दिक शुभकामनाएं',
  mr: 'नववर्षाच्या हार्दिक शुभेच्छा',
  gu: 'નવા વર્ષની હાર્દિક શુભેચ્છાઓ',
  ta: 'இனிய புத்தாண்டு நல்வாழ்த்துகள்',
  bn: 'নতুন বছরের শুভেচ্ছা',
};
const LOHRI_HEAD: Texts = {
  en: 'Happy Lohri',
  hi: 'लोहड़ी की लख-लख बधाइयाँ',
  pa: 'ਲੋਹੜੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ',
  gu: 'લોહરીની હાર્દિક શુભેચ્છાઓ',
};
const SANKRANTI_HEAD: Texts = {
  en: 'Happy Makar Sankranti',
  hi: 'मकर संक्रांति की हार्दिक शुभकामनाएं',
  mr: 'मकर संक्रांतीच्या हार्दिक शुभेच्छा',
  gu: 'ઉત્તરાયણની હાર્દિક શુભેચ્છાઓ',
  kn: 'ಮಕರ ಸಂಕ್ರಾಂತಿ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು',
  te: 'మకర సంక్రాంతి శుభాకాంక్షలు',
};
const PONGAL_HEAD: Texts = {
  en: 'Happy Pongal',
  hi: 'पोंगल की हार्दिक शुभकामनाएं',
  ta: 'இனிய பொங்கல் நல்வாழ்த்துகள்',
  ml: 'പൊങ്കൽ ആശംസകൾ',
};
const REPUBLIC_HEAD: Texts = {
  en: 'Happy Republic Day',
  hi: 'गणतंत्र दिवस की हार्दिक शुभकामनाएं',
  mr: 'प्रजासत्ताक दिनाच्या हार्दिक शुभेच्छा',
  gu: 'પ્રજાસત્તાક દિવસની હાર્દિક શુભેચ્છાઓ',
  ta: 'குடியரசு தின நல்வாழ்த்துகள்',
  bn: 'প্রজাতন্ত্র দিবসের শুভেচ্ছা',
};
const REPUBLIC_LINE: Texts = {
  en: 'Proud of our Constitution, proud to be Indian',
  hi: 'संविधान पर गर्व, भारतीय होने पर गर्व',
  mr: 'संविधानाचा अभिमान, भारतीय असल्याचा अभिमान',
  gu: 'બંધારણ પર ગર્વ, ભારતીય હોવાનો ગર્વ',
  ta: 'அரசியலமைப்பில் பெருமை, இந்தியர் என்பதில் பெருமை',
  bn: 'সংবিধানে গর্ব, ভারতীয় হওয়ায় গর্ব',
};
const REPUBLIC_DATE: Texts = {
  en: '26 January',
  hi: '26 जनवरी',
  mr: '२६ जानेवारी',
  gu: '26 જાન્યુઆરી',
  ta: 'ஜனவரி 26',
  bn: '২৬ জানুয়ারি',
};
const SHIVARATRI_HEAD: Texts = {
  en: 'Happy Maha Shivaratri',
  hi: 'महाशिवरात्रि की हार्दिक शुभकामनाएं',
  mr: 'महाशिवरात्रीच्या हार्दिक शुभेच्छा',
  ta: 'மகா சிவராத்திரி நல்வாழ்த்துகள்',
  te: 'మహా శివరాత్రి శుభాకాంక్షలు',
  kn: 'ಮಹಾ ಶಿವರಾತ್ರಿಯ ಶುಭಾಶಯಗಳು',
};
const OM_NAMAH_SHIVAYA: Texts = {
  en: 'Om Namah Shivaya',
  hi: 'ॐ नमः शिवाय',
  mr: 'ॐ नमः शिवाय',
  ta: 'ஓம் நமசிவாய',
  te: 'ఓం నమః శివాయ',
  kn: 'ಓಂ ನಮಃ ಶಿವಾಯ',
};
const HOLI_HEAD: Texts = {
  en: 'Happy Holi',
  hi: 'होली की हार्दिक शुभकामनाएं',
  mr: 'होळीच्या हार्दिक शुभेच्छा',
  gu: 'હોળીની હાર્દિક શુભેચ્છાઓ',
  bn: 'শুভ দোলযাত্রা',
  pa: 'ਹੋਲੀ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ',
};
const HOLI_LINE: Texts = {
  en: 'May your life be filled with every colour of joy',
  hi: 'आपका जीवन खुशियों के रंगों से भरा रहे',
  mr: 'तुमचं आयुष्य आनंदाच्या रंगांनी भरून जावो',
  gu: 'તમારું જીવન ખુશીઓના રંગોથી ભરાઈ જાય',
  bn: 'রঙে রঙে ভরে উঠুক আপনার জীবন',
  pa: 'ਤੁਹਾਡੀ ਜ਼ਿੰਦਗੀ ਖੁਸ਼ੀਆਂ ਦੇ ਰੰਗਾਂ ਨਾਲ ਭਰੀ ਰਹੇ',
};
const EID_HEAD: Texts = {
  en: 'Eid Mubarak',
  hi: 'ईद मुबारक',
  bn: 'ঈদ মোবারক',
  ml: 'ഈദ് മുബാറക്',
  ta: 'இனிய ரமலான் நல்வாழ்த்துகள்',
};
const EID_LINE: Texts = {
  en: 'May this Eid bring peace, joy and blessings',
  hi: 'ईद का यह मुबारक मौका आपके घर अमन और खुशियाँ लाए',
  bn: 'ঈদের আনন্দে ভরে উঠুক আপনার ঘর',
  ml: 'സമാധാനവും സന്തോഷവും നിറയട്ടെ',
  ta: 'அமைதியும் மகிழ்ச்சியும் பெருகட்டும்',
};
const DIWALI_HEAD: Texts = {
  en: 'Happy Diwali',
  hi: 'शुभ दीपावली',
  mr: 'दिवाळीच्या हार्दिक शुभेच्छा',
  gu: 'દિવાળીની હાર્દિક શુભેચ્છાઓ',
  ta: 'இனிய தீபாவளி நல்வாழ்த்துகள்',
  bn: 'শুভ দীপাবলি',
};
const DIWALI_LINE: Texts = {
  en: 'May the festival of lights fill your home with joy',
  hi: 'दीपों का यह पर्व आपके घर को खुशियों से रोशन करे',
  mr: 'दिव्यांचा हा सण तुमचं घर आनंदाने उजळून टाको',
  gu: 'દીવાઓનો આ તહેવાર તમારા ઘરને ખુશીઓથી ઝળહળાવે',
  ta: 'தீபங்களின் ஒளி உங்கள் இல்லத்தில் மகிழ்ச்சியை நிரப்பட்டும்',
  bn: 'আলোর উৎসবে আলোকিত হোক আপনার ঘর',
};
const RAKHI_HEAD: Texts = {
  en: 'Happy Raksha Bandhan',
  hi: 'रक्षाबंधन की हार्दिक शुभकामनाएं',
  mr: 'रक्षाबंधनाच्या हार्दिक शुभेच्छा',
  gu: 'રક્ષાબંધનની હાર્દિક શુભેચ્છાઓ',
  bn: 'রাখি বন্ধনের শুভেচ্ছা',
};
const RAKHI_LINE: Texts = {
  en: 'A thread of love, a promise for life',
  hi: 'प्यार का धागा, उम्र भर का वादा',
  mr: 'प्रेमाचा धागा, आयुष्यभराचं वचन',
  gu: 'પ્રેમનો દોરો, જીવનભરનું વચન',
  bn: 'ভালোবাসার সুতো, আজীবনের প্রতিশ্রুতি',
};
const GANESH_HEAD: Texts = {
  en: 'Happy Ganesh Chaturthi',
  hi: 'गणेश चतुर्थी की हार्दिक शुभकामनाएं',
  mr: 'गणेश चतुर्थीच्या हार्दिक शुभेच्छा',
  gu: 'ગણેશ ચતુર્થીની હાર્દિક શુભેચ્છાઓ',
  kn: 'ಗಣೇಶ ಚತುರ್ಥಿಯ ಶುಭಾಶಯಗಳು',
  te: 'వినాయక చవితి శుభాకాంక్షలు',
};
const GANESH_LINE: Texts = {
  en: 'May Bappa clear every obstacle from your path',
  hi: 'गणपति बप्पा आपके सारे विघ्न दूर करें',
  mr: 'गणपती बाप्पा मोरया!',
  gu: 'ગણપતિ બાપ્પા તમારાં બધાં વિઘ્નો દૂર કરે',
  kn: 'ವಿಘ್ನ ನಿವಾರಕ ಗಣಪತಿ ನಿಮ್ಮನ್ನು ಹರಸಲಿ',
  te: 'విఘ్నేశ్వరుడు మీ విఘ్నాలన్నీ తొలగించాలి',
};
const NAVRATRI_HEAD: Texts = {
  en: 'Happy Navratri',
  hi: 'नवरात्रि की हार्दिक शुभकामनाएं',
  gu: 'નવરાત્રીની હાર્દિક શુભેચ્છાઓ',
  mr: 'नवरात्रीच्या हार्दिक शुभेच्छा',
  bn: 'শুভ শারদীয়া',
};
const NAVRATRI_LINE: Texts = {
  en: 'Nine nights of devotion, dance and joy',
  hi: 'माँ दुर्गा आपके जीवन में शक्ति और खुशियाँ भरें',
  gu: 'રંગે ચંગે ગરબે ઘૂમો, માતાજી સૌનું ભલું કરે',
  mr: 'आई दुर्गा तुम्हाला शक्ती आणि आनंद देवो',
  bn: 'মা দুর্গার আশীর্বাদে ভরে উঠুক জীবন',
};
const ONAM_HEAD: Texts = {
  en: 'Happy Onam',
  hi: 'ओणम की हार्दिक शुभकामनाएं',
  ml: 'ഓണാശംസകൾ',
  ta: 'இனிய ஓணம் நல்வாழ்த்துகள்',
};
const ONAM_LINE: Texts = {
  en: 'A harvest of happiness and prosperity',
  hi: 'आपके घर सुख और समृद्धि की फसल लहलहाए',
  ml: 'സന്തോഷവും സമൃദ്ധിയും നിറഞ്ഞ ഓണം',
  ta: 'மகிழ்ச்சியும் வளமும் பெருகட்டும்',
};
const INDEPENDENCE_HEAD: Texts = {
  en: 'Happy Independence Day',
  hi: 'स्वतंत्रता दिवस की हार्दिक शुभकामनाएं',
  mr: 'स्वातंत्र्य दिनाच्या हार्दिक शुभेच्छा',
  ta: 'இனிய சுதந்திர தின நல்வாழ்த்துகள்',
  bn: 'স্বাধীনতা দিবসের শুভেচ্ছা',
  gu: 'સ્વતંત્રતા દિવસની હાર્દિક શુભેચ્છાઓ',
};
const INDEPENDENCE_LINE: Texts = {
  en: 'Celebrating freedom, honouring our nation',
  hi: 'आज़ादी का जश्न, देश का गौरव',
  mr: 'स्वातंत्र्याचा उत्सव, देशाचा अभिमान',
  ta: 'சுதந்திரத்தைக் கொண்டாடுவோம், தேசத்தைப் போற்றுவோம்',
  bn: 'স্বাধীনতার উৎসব, দেশের গর্ব',
  gu: 'આઝાદીનો ઉત્સવ, દેશનું ગૌરવ',
};
const INDEPENDENCE_DATE: Texts = {
  en: '15 August',
  hi: '15 अगस्त',
  mr: '१५ ऑगस्ट',
  ta: 'ஆகஸ்ட் 15',
  bn: '১৫ আগস্ট',
  gu: '15 ઓગસ્ટ',
};

const FESTIVALS: DemoGreeting[] = [
  post({
    file: 'christmas-tree-lights',
    layout: 'SQUARE',
    look: XMAS_GREEN,
    lang: 'en',
    filing: festival('Christmas', 'christmas', yearly(12, 25)),
    headline: CHRISTMAS_HEAD,
    line: {
      en: 'Wishing you joy, peace and warm moments',
      hi: 'आपको खुशियाँ, शांति और प्यार भरे पल मिलें',
      ta: 'மகிழ்ச்சியும் அமைதியும் நிறைந்திருக்கட்டும்',
      ml: 'സന്തോഷവും സമാധാനവും നിറയട്ടെ',
      bn: 'আনন্দ আর শান্তিতে ভরে উঠুক আপনার দিন',
    },
  }),
  post({
    file: 'christmas-story',
    layout: 'STORY',
    look: XMAS_RED,
    lang: 'ml',
    filing: festival('Christmas', 'christmas', yearly(12, 25)),
    headline: CHRISTMAS_HEAD,
    line: {
      en: 'May the season fill your home with light',
      hi: 'यह त्योहार आपके घर को रोशनी से भर दे',
      ta: 'இந்த விழா உங்கள் இல்லத்தை ஒளியால் நிரப்பட்டும்',
      ml: 'ഈ ആഘോഷം നിങ്ങളുടെ വീട്ടിൽ വെളിച്ചം നിറയ്ക്കട്ടെ',
      bn: 'এই উৎসব আলোয় ভরিয়ে দিক আপনার ঘর',
    },
  }),
  post({
    file: 'new-year-fireworks',
    layout: 'SQUARE',
    look: FIREWORKS_NIGHT,
    lang: 'hi',
    filing: festival('New Year', 'new-year', yearly(1, 1)),
    headline: NEW_YEAR_HEAD,
    line: {
      en: 'New hopes, new goals, new beginnings',
      hi: 'नई उम्मीदें, नए लक्ष्य, नई शुरुआत',
      mr: 'नवी आशा, नवी ध्येयं, नवी सुरुवात',
      gu: 'નવી આશા, નવાં લક્ષ્ય, નવી શરૂઆત',
      ta: 'புதிய நம்பிக்கை, புதிய இலக்குகள், புதிய தொடக்கம்',
      bn: 'নতুন আশা, নতুন লক্ষ্য, নতুন শুরু',
    },
  }),
  post({
    file: 'new-year-story',
    layout: 'STORY',
    look: FIREWORKS_GOLD,
    lang: 'en',
    filing: festival('New Year', 'new-year', yearly(1, 1)),
    headline: NEW_YEAR_HEAD,
    line: {
      en: 'May the year ahead bring health and happiness',
      hi: 'आने वाला साल सेहत और खुशियाँ लेकर आए',
      mr: 'येणारं वर्ष आरोग्य आणि आनंद घेऊन येवो',
      gu: 'આવનારું વર્ષ આરોગ્ય અને ખુશીઓ લાવે',
      ta: 'வரும் ஆண்டு நலமும் மகிழ்ச்சியும் தரட்டும்',
      bn: 'নতুন বছর বয়ে আনুক সুস্বাস্থ্য আর আনন্দ',
    },
  }),
  post({
    file: 'lohri-bonfire',
    layout: 'SQUARE',
    look: BONFIRE,
    lang: 'pa',
    filing: festival('Lohri', 'lohri', yearly(1, 13)),
    headline: LOHRI_HEAD,
    line: {
      en: 'May the bonfire bring warmth and joy to your home',
      hi: 'लोहड़ी की आग आपके घर खुशियों की गर्माहट लाए',
      pa: 'ਲੋਹੜੀ ਦੀ ਅੱਗ ਤੁਹਾਡੇ ਘਰ ਖੁਸ਼ੀਆਂ ਦਾ ਨਿੱਘ ਲਿਆਵੇ',
      gu: 'લોહરીની અગ્નિ તમારા ઘરમાં ખુશીની હૂંફ લાવે',
    },
  }),
  post({
    file: 'lohri-story',
    layout: 'STORY',
    look: BONFIRE_RED,
    lang: 'hi',
    filing: festival('Lohri', 'lohri', yearly(1, 13)),
    headline: LOHRI_HEAD,
    line: {
      en: 'Rewri, peanuts and the warmth of loved ones',
      hi: 'रेवड़ी, मूंगफली और अपनों का साथ',
      pa: 'ਰਿਓੜੀਆਂ, ਮੂੰਗਫਲੀ ਤੇ ਆਪਣਿਆਂ ਦਾ ਸਾਥ',
      gu: 'રેવડી, મગફળી અને પોતાનાંનો સાથ',
    },
  }),
  post({
    file: 'makar-sankranti-kites',
    layout: 'SQUARE',
    look: KITES,
    lang: 'gu',
    filing: festival('Makar Sankranti', 'makar-sankranti', yearly(1, 14)),
    headline: SANKRANTI_HEAD,
    line: {
      en: 'May your dreams soar as high as the kites',
      hi: 'आपके सपने पतंग की तरह ऊँचे उड़ें',
      mr: 'तिळगूळ घ्या, गोड गोड बोला',
      gu: 'તમારાં સપનાં પતંગની જેમ ઊંચે ઊડે',
      kn: 'ಎಳ್ಳು ಬೆಲ್ಲ ತಿಂದು ಒಳ್ಳೆಯ ಮಾತಾಡಿ',
      te: 'మీ జీవితంలో సుఖసంతోషాలు నిండాలి',
    },
  }),
  post({
    file: 'makar-sankranti-story',
    layout: 'STORY',
    look: KITES_PINK,
    lang: 'mr',
    filing: festival('Makar Sankranti', 'makar-sankranti', yearly(1, 14)),
    headline: SANKRANTI_HEAD,
    line: {
      en: 'Sweet words, high kites, a happy harvest',
      hi: 'तिल-गुड़ की मिठास, ऊँची पतंग, खुशहाल फसल',
      mr: 'तिळगूळ घ्या, गोड गोड बोला',
      gu: 'તલ-ગોળની મીઠાશ, ઊંચા પતંગ, ખુશહાલ પાક',
      kn: 'ಎಳ್ಳು ಬೆಲ್ಲ ತಿಂದು ಒಳ್ಳೆಯ ಮಾತಾಡಿ',
      te: 'మీ జీవితంలో సుఖసంతోషాలు నిండాలి',
    },
  }),
  post({
    file: 'pongal-pot',
    layout: 'SQUARE',
    look: PONGAL,
    lang: 'ta',
    filing: festival('Pongal', 'pongal', yearly(1, 14)),
    headline: PONGAL_HEAD,
    line: {
      en: 'A harvest of joy and plenty for your home',
      hi: 'आपके घर खुशियों और समृद्धि की फसल आए',
      ta: 'தை பிறந்தால் வழி பிறக்கும்',
      ml: 'സന്തോഷവും സമൃദ്ധിയും നിറയട്ടെ',
    },
  }),
  post({
    file: 'pongal-story',
    layout: 'STORY',
    look: PONGAL,
    lang: 'en',
    filing: festival('Pongal', 'pongal', yearly(1, 14)),
    headline: PONGAL_HEAD,
    line: {
      en: 'May your home overflow with sweetness',
      hi: 'आपका घर मिठास से भरा रहे',
      ta: 'பொங்கலோ பொங்கல்!',
      ml: 'നിങ്ങളുടെ വീട്ടിൽ മധുരം നിറയട്ടെ',
    },
  }),
  post({
    file: 'republic-day-ribbons',
    layout: 'SQUARE',
    look: TRICOLOUR,
    lang: 'hi',
    filing: nationalDay('Republic Day', 'republic-day', 1, 26),
    headline: REPUBLIC_HEAD,
    line: REPUBLIC_LINE,
    small: REPUBLIC_DATE,
  }),
  post({
    file: 'republic-day-story',
    layout: 'STORY',
    look: TRICOLOUR,
    lang: 'en',
    filing: nationalDay('Republic Day', 'republic-day', 1, 26),
    headline: REPUBLIC_HEAD,
    line: REPUBLIC_LINE,
    small: REPUBLIC_DATE,
  }),
  post({
    file: 'vasant-panchami',
    layout: 'SQUARE',
    look: FLORAL_YELLOW,
    lang: 'hi',
    filing: festival('Vasant Panchami', 'vasant-panchami', VASANT_PANCHAMI),
    headline: {
      en: 'Happy Vasant Panchami',
      hi: 'वसंत पंचमी की हार्दिक शुभकामनाएं',
      bn: 'সরস্বতী পূজার শুভেচ্ছা',
      gu: 'વસંત પંચમીની હાર્દિક શુભેચ્છાઓ',
      mr: 'वसंत पंचमीच्या हार्दिक शुभेच्छा',
    },
    line: {
      en: 'May Maa Saraswati bless you with wisdom',
      hi: 'माँ सरस्वती आपको ज्ञान और विद्या का आशीर्वाद दें',
      bn: 'বিদ্যা ও জ্ঞানের আলোয় ভরে উঠুক জীবন',
      gu: 'મા સરસ્વતી તમને જ્ઞાનના આશીર્વાદ આપે',
      mr: 'सरस्वती माता तुम्हाला विद्या आणि बुद्धी देवो',
    },
  }),
  post({
    file: 'maha-shivaratri',
    layout: 'SQUARE',
    look: PEAKS_NIGHT,
    lang: 'hi',
    filing: festival('Maha Shivaratri', 'maha-shivaratri', SHIVARATRI),
    headline: SHIVARATRI_HEAD,
    line: OM_NAMAH_SHIVAYA,
  }),
  post({
    file: 'maha-shivaratri-story',
    layout: 'STORY',
    look: PEAKS_DUSK,
    lang: 'te',
    filing: festival('Maha Shivaratri', 'maha-shivaratri', SHIVARATRI),
    headline: SHIVARATRI_HEAD,
    line: OM_NAMAH_SHIVAYA,
  }),
  post({
    file: 'womens-day',
    layout: 'SQUARE',
    look: FLORAL_LILAC,
    lang: 'en',
    filing: festival("Women's Day", 'womens-day', yearly(3, 8), ['Observance']),
    headline: {
      en: "Happy Women's Day",
      hi: 'महिला दिवस की हार्दिक शुभकामनाएं',
      mr: 'जागतिक महिला दिनाच्या हार्दिक शुभेच्छा',
      ta: 'இனிய மகளிர் தின நல்வாழ்த்துகள்',
      bn: 'নারী দিবসের শুভেচ্ছা',
    },
    line: {
      en: 'Celebrating the strength in every woman',
      hi: 'हर नारी की शक्ति को सलाम',
      mr: 'प्रत्येक स्त्रीच्या शक्तीला सलाम',
      ta: 'ஒவ்வொரு பெண்ணின் வலிமைக்கும் வணக்கம்',
      bn: 'প্রতিটি নারীর শক্তিকে কুর্নিশ',
    },
  }),
  post({
    file: 'holi-colours',
    layout: 'SQUARE',
    look: HOLI,
    lang: 'hi',
    filing: festival('Holi', 'holi', HOLI_DATES),
    headline: HOLI_HEAD,
    line: HOLI_LINE,
  }),
  post({
    file: 'holi-story',
    layout: 'STORY',
    look: HOLI_GREEN,
    lang: 'bn',
    filing: festival('Holi', 'holi', HOLI_DATES),
    headline: HOLI_HEAD,
    line: HOLI_LINE,
  }),
  post({
    file: 'eid-al-fitr-lanterns',
    layout: 'SQUARE',
    look: LANTERN_TEAL,
    lang: 'en',
    filing: festival('Eid al-Fitr', 'eid-al-fitr', EID_AL_FITR),
    headline: EID_HEAD,
    line: EID_LINE,
  }),
  post({
    file: 'eid-al-fitr-story',
    layout: 'STORY',
    look: LANTERN_NAVY,
    lang: 'hi',
    filing: festival('Eid al-Fitr', 'eid-al-fitr', EID_AL_FITR),
    headline: EID_HEAD,
    line: EID_LINE,
  }),
  // The rest of the year's big days, so the library looks right whenever it is seeded.
  post({
    file: 'raksha-bandhan',
    layout: 'SQUARE',
    look: RAKHI_ROSE,
    lang: 'hi',
    filing: festival('Raksha Bandhan', 'raksha-bandhan', RAKSHA_BANDHAN),
    headline: RAKHI_HEAD,
    line: RAKHI_LINE,
  }),
  post({
    file: 'raksha-bandhan-story',
    layout: 'STORY',
    look: RAKHI_BLUE,
    lang: 'gu',
    filing: festival('Raksha Bandhan', 'raksha-bandhan', RAKSHA_BANDHAN),
    headline: RAKHI_HEAD,
    line: RAKHI_LINE,
  }),
  post({
    file: 'independence-day-ribbons',
    layout: 'SQUARE',
    look: TRICOLOUR,
    lang: 'en',
    filing: nationalDay('Independence Day', 'independence-day', 8, 15),
    headline: INDEPENDENCE_HEAD,
    line: INDEPENDENCE_LINE,
    small: INDEPENDENCE_DATE,
  }),
  post({
    file: 'independence-day-story',
    layout: 'STORY',
    look: TRICOLOUR,
    lang: 'hi',
    filing: nationalDay('Independence Day', 'independence-day', 8, 15),
    headline: INDEPENDENCE_HEAD,
    line: INDEPENDENCE_LINE,
    small: INDEPENDENCE_DATE,
  }),
  post({
    file: 'ganesh-chaturthi-modak',
    layout: 'SQUARE',
    look: MODAK,
    lang: 'mr',
    filing: festival('Ganesh Chaturthi', 'ganesh-chaturthi', GANESH_CHATURTHI),
    headline: GANESH_HEAD,
    line: GANESH_LINE,
  }),
  post({
    file: 'ganesh-chaturthi-story',
    layout: 'STORY',
    look: MODAK_RED,
    lang: 'hi',
    filing: festival('Ganesh Chaturthi', 'ganesh-chaturthi', GANESH_CHATURTHI),
    headline: GANESH_HEAD,
    line: GANESH_LINE,
  }),
  post({
    file: 'onam-pookalam',
    layout: 'SQUARE',
    look: POOKALAM,
    lang: 'ml',
    filing: festival('Onam', 'onam', ONAM),
    headline: ONAM_HEAD,
    line: ONAM_LINE,
  }),
  post({
    file: 'onam-boat-race-story',
    layout: 'STORY',
    look: BACKWATERS,
    lang: 'en',
    filing: festival('Onam', 'onam', ONAM),
    headline: ONAM_HEAD,
    line: ONAM_LINE,
  }),
  post({
    file: 'navratri-dandiya',
    layout: 'SQUARE',
    look: DANDIYA,
    lang: 'gu',
    filing: festival('Navratri', 'navratri', NAVRATRI),
    headline: NAVRATRI_HEAD,
    line: NAVRATRI_LINE,
  }),
  post({
    file: 'navratri-story',
    layout: 'STORY',
    look: DANDIYA_RED,
    lang: 'hi',
    filing: festival('Navratri', 'navratri', NAVRATRI),
    headline: NAVRATRI_HEAD,
    line: NAVRATRI_LINE,
  }),
  post({
    file: 'dussehra',
    layout: 'SQUARE',
    look: BONFIRE_RED,
    lang: 'hi',
    filing: festival('Dussehra', 'dussehra', DUSSEHRA),
    headline: {
      en: 'Happy Dussehra',
      hi: 'विजयादशमी की हार्दिक शुभकामनाएं',
      mr: 'दसऱ्याच्या हार्दिक शुभेच्छा',
      gu: 'દશેરાની હાર્દિક શુભેચ્છાઓ',
      kn: 'ದಸರಾ ಹಬ್ಬದ ಶುಭಾಶಯಗಳು',
    },
    line: {
      en: 'May good always triumph over evil',
      hi: 'असत्य पर सत्य की जीत का पर्व मंगलमय हो',
      mr: 'सोनं घ्या, सोन्यासारखं राहा',
      gu: 'અસત્ય પર સત્યના વિજયનું પર્વ મંગલમય હો',
      kn: 'ನಾಡಹಬ್ಬ ದಸರಾ ನಿಮಗೆ ಶುಭ ತರಲಿ',
    },
  }),
  post({
    file: 'diwali-diyas',
    layout: 'SQUARE',
    look: DIYA_PLUM,
    lang: 'hi',
    filing: festival('Diwali', 'diwali', DIWALI),
    headline: DIWALI_HEAD,
    line: DIWALI_LINE,
  }),
  post({
    file: 'diwali-diyas-story',
    layout: 'STORY',
    look: DIYA_INDIGO,
    lang: 'en',
    filing: festival('Diwali', 'diwali', DIWALI),
    headline: DIWALI_HEAD,
    line: DIWALI_LINE,
  }),
  post({
    file: 'diwali-fireworks',
    layout: 'SQUARE',
    look: FIREWORKS_GOLD,
    lang: 'ta',
    filing: festival('Diwali', 'diwali', DIWALI),
    headline: DIWALI_HEAD,
    line: {
      en: 'Light, sweets and new beginnings',
      hi: 'रोशनी, मिठाई और नई शुरुआत',
      mr: 'प्रकाश, मिठाई आणि नवी सुरुवात',
      gu: 'રોશની, મીઠાઈ અને નવી શરૂઆત',
      ta: 'ஒளியும் இனிப்பும் புதிய தொடக்கமும்',
      bn: 'আলো, মিষ্টি আর নতুন শুরু',
    },
  }),
  post({
    file: 'guru-nanak-jayanti',
    layout: 'SQUARE',
    look: DIYA_MAROON,
    lang: 'pa',
    filing: festival('Guru Nanak Jayanti', 'guru-nanak-jayanti', GURPURAB),
    headline: {
      en: 'Happy Gurpurab',
      hi: 'गुरु पर्व की लख-लख बधाइयाँ',
      pa: 'ਗੁਰਪੁਰਬ ਦੀਆਂ ਲੱਖ-ਲੱਖ ਵਧਾਈਆਂ',
      mr: 'गुरु नानक जयंतीच्या हार्दिक शुभेच्छा',
    },
    line: {
      en: 'May Guru Nanak Dev Ji bless you with peace',
      hi: 'गुरु नानक देव जी आपको सुख और शांति का आशीर्वाद दें',
      pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਤੁਹਾਨੂੰ ਸੁੱਖ ਤੇ ਸ਼ਾਂਤੀ ਬਖ਼ਸ਼ਣ',
      mr: 'गुरु नानक देवांचे आशीर्वाद सदैव तुमच्यासोबत राहोत',
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Trade posts: a business category's own, and the ones any business can send.

const TRADES: DemoGreeting[] = [
  post({
    file: 'sweet-shop-festive-box',
    layout: 'SQUARE',
    look: RIBBON_PLUM,
    lang: 'hi',
    filing: trade('sweet-shop', ['bakery'], ['Offer']),
    headline: {
      en: 'Festive Sweet Boxes',
      hi: 'त्योहारी मिठाई के डिब्बे',
      gu: 'તહેવારની મીઠાઈનાં બોક્સ',
      mr: 'सणासुदीचे मिठाईचे बॉक्स',
    },
    line: {
      en: 'Order for family, friends and office',
      hi: 'परिवार, दोस्तों और दफ़्तर के लिए ऑर्डर करें',
      gu: 'પરિવાર, મિત્રો અને ઓફિસ માટે ઓર્ડર કરો',
      mr: 'कुटुंब, मित्र आणि ऑफिससाठी ऑर्डर करा',
    },
  }),
  post({
    file: 'sweet-shop-fresh',
    layout: 'SQUARE',
    look: MANDALA_RED,
    lang: 'en',
    filing: trade('sweet-shop', ['bakery'], ['Fresh']),
    headline: {
      en: 'Fresh Sweets Every Day',
      hi: 'रोज़ ताज़ा मिठाइयाँ',
      gu: 'રોજ તાજી મીઠાઈ',
      mr: 'रोज ताजी मिठाई',
    },
    line: {
      en: 'Made in pure ghee, just the way you love',
      hi: 'शुद्ध घी में बनी, बिल्कुल आपके स्वाद की',
      gu: 'શુદ્ધ ઘીમાં બનેલી, તમારા સ્વાદ પ્રમાણે',
      mr: 'शुद्ध तुपात बनवलेली, तुमच्या आवडीची',
    },
  }),
  post({
    file: 'sweet-shop-diwali-story',
    layout: 'STORY',
    look: KALASH_RED,
    lang: 'gu',
    filing: { ...trade('sweet-shop', ['bakery'], ['Offer', 'Festival']), festival: 'diwali' },
    headline: {
      en: 'Diwali Sweets Are Here',
      hi: 'दीवाली की मिठाइयाँ आ गई हैं',
      gu: 'દિવાળીની મીઠાઈ આવી ગઈ છે',
      mr: 'दिवाळीची मिठाई आली आहे',
    },
    line: {
      en: 'Kaju katli, laddoo and gift hampers',
      hi: 'काजू कतली, लड्डू और गिफ़्ट हैम्पर',
      gu: 'કાજુ કતરી, લાડુ અને ગિફ્ટ હેમ્પર',
      mr: 'काजू कतली, लाडू आणि गिफ्ट हॅम्पर',
    },
  }),
  post({
    file: 'mobile-shop-new-arrivals',
    layout: 'SQUARE',
    look: PROMO_BLUE,
    lang: 'en',
    filing: trade('mobile-shop', ['electronics'], ['New Arrival']),
    headline: {
      en: 'New Phones Have Arrived',
      hi: 'नए फ़ोन आ गए हैं',
      ta: 'புதிய மொபைல்கள் வந்துவிட்டன',
      te: 'కొత్త ఫోన్లు వచ్చేశాయి',
    },
    line: {
      en: 'The latest models, now in our store',
      hi: 'सबसे नए मॉडल, अब हमारी दुकान पर',
      ta: 'சமீபத்திய மாடல்கள் இப்போது எங்கள் கடையில்',
      te: 'సరికొత్త మోడళ్లు ఇప్పుడు మా షాపులో',
    },
  }),
  post({
    file: 'mobile-shop-exchange-story',
    layout: 'STORY',
    look: PROMO_TEAL,
    lang: 'hi',
    filing: trade('mobile-shop', ['electronics'], ['Offer']),
    headline: {
      en: 'Exchange Offer',
      hi: 'एक्सचेंज ऑफ़र',
      mr: 'एक्सचेंज ऑफर',
      gu: 'એક્સચેન્જ ઓફર',
    },
    line: {
      en: 'Bring your old phone, take home a new one',
      hi: 'पुराना फ़ोन लाइए, नया ले जाइए',
      mr: 'जुना फोन आणा, नवा घेऊन जा',
      gu: 'જૂનો ફોન લાવો, નવો લઈ જાઓ',
    },
  }),
  post({
    file: 'salon-festive-glow',
    layout: 'SQUARE',
    look: FLORAL_PINK,
    lang: 'en',
    filing: trade('salon-spa', [], ['Offer']),
    headline: {
      en: 'Festive Glow Packages',
      hi: 'त्योहारी निखार पैकेज',
      mr: 'सणासाठी खास सौंदर्य पॅकेज',
      bn: 'উৎসবের বিশেষ প্যাকেজ',
    },
    line: {
      en: 'Hair, skin and make-up for every celebration',
      hi: 'हर जश्न के लिए हेयर, स्किन और मेकअप',
      mr: 'प्रत्येक उत्सवासाठी हेअर, स्किन आणि मेकअप',
      bn: 'প্রতিটি উৎসবের জন্য চুল, ত্বক আর মেকআপ',
    },
  }),
  post({
    file: 'clinic-health-first',
    layout: 'SQUARE',
    look: SUNRISE_TEAL,
    lang: 'en',
    filing: trade('clinic', ['doctor', 'pharmacy'], ['Health']),
    headline: {
      en: 'Your Health Comes First',
      hi: 'आपकी सेहत सबसे पहले',
      ta: 'உங்கள் ஆரோக்கியமே முதன்மை',
      mr: 'तुमचं आरोग्य सर्वात आधी',
    },
    line: {
      en: 'Book your check-up today',
      hi: 'आज ही अपनी जाँच बुक करें',
      ta: 'இன்றே உங்கள் பரிசோதனையை முன்பதிவு செய்யுங்கள்',
      mr: 'आजच तुमची तपासणी बुक करा',
    },
  }),
  post({
    file: 'restaurant-family-feast',
    layout: 'SQUARE',
    look: PROMO_WINE,
    lang: 'pa',
    filing: trade('restaurant', ['caterer', 'tiffin-service'], ['Offer']),
    headline: {
      en: 'Weekend Family Feast',
      hi: 'वीकेंड फ़ैमिली दावत',
      pa: 'ਵੀਕਐਂਡ ਪਰਿਵਾਰਕ ਦਾਵਤ',
      gu: 'વીકએન્ડ ફેમિલી જમણ',
    },
    line: {
      en: 'A special thali for the whole family',
      hi: 'पूरे परिवार के लिए खास थाली',
      pa: 'ਸਾਰੇ ਪਰਿਵਾਰ ਲਈ ਖ਼ਾਸ ਥਾਲੀ',
      gu: 'આખા પરિવાર માટે ખાસ થાળી',
    },
  }),
  post({
    file: 'boutique-new-collection-story',
    layout: 'STORY',
    look: FLORAL_LILAC,
    lang: 'gu',
    filing: trade('boutique', ['tailor'], ['New Arrival']),
    headline: {
      en: 'New Festive Collection',
      hi: 'नया त्योहारी कलेक्शन',
      gu: 'નવું તહેવારી કલેક્શન',
      bn: 'নতুন উৎসবের কালেকশন',
    },
    line: {
      en: 'Handpicked styles for the season',
      hi: 'इस सीज़न के लिए चुनिंदा डिज़ाइन',
      gu: 'આ સીઝન માટે પસંદગીની ડિઝાઇન',
      bn: 'এই মরসুমের জন্য বাছাই করা ডিজাইন',
    },
  }),
  post({
    file: 'jewellery-gold',
    layout: 'SQUARE',
    look: MANDALA_PLUM,
    lang: 'hi',
    filing: trade('jewellery', [], ['Offer']),
    headline: {
      en: 'Gold for Every Occasion',
      hi: 'हर मौके के लिए सोना',
      gu: 'દરેક પ્રસંગ માટે સોનું',
      ta: 'ஒவ்வொரு விழாவுக்கும் தங்கம்',
    },
    line: {
      en: 'Hallmarked jewellery, honest prices',
      hi: 'हॉलमार्क गहने, ईमानदार दाम',
      gu: 'હોલમાર્ક દાગીના, પ્રામાણિક ભાવ',
      ta: 'ஹால்மார்க் நகைகள், நேர்மையான விலை',
    },
  }),
  post({
    file: 'travel-winter-holiday',
    layout: 'SQUARE',
    look: PEAKS_DUSK,
    lang: 'en',
    filing: trade('travel-agency', [], ['Offer']),
    headline: {
      en: 'Plan Your Winter Holiday',
      hi: 'सर्दियों की छुट्टियाँ प्लान करें',
      mr: 'हिवाळी सहलीचं नियोजन करा',
      gu: 'શિયાળાની રજાઓનું આયોજન કરો',
    },
    line: {
      en: 'Tours, tickets and hotels in one call',
      hi: 'टूर, टिकट और होटल, एक ही कॉल पर',
      mr: 'टूर, तिकिटं आणि हॉटेल, एकाच कॉलवर',
      gu: 'ટૂર, ટિકિટ અને હોટેલ, એક જ કૉલમાં',
    },
  }),
  post({
    file: 'grand-opening',
    layout: 'SQUARE',
    look: RIBBON_PLUM,
    lang: 'en',
    filing: business('Grand Opening', ['Opening']),
    headline: {
      en: 'Grand Opening',
      hi: 'भव्य शुभारंभ',
      mr: 'भव्य शुभारंभ',
      gu: 'ભવ્ય શુભારંભ',
      ta: 'பிரம்மாண்ட திறப்பு விழா',
    },
    line: {
      en: 'You are warmly invited',
      hi: 'आप सादर आमंत्रित हैं',
      mr: 'आपणास सस्नेह निमंत्रण',
      gu: 'આપને ભાવભીનું આમંત્રણ',
      ta: 'அன்புடன் அழைக்கிறோம்',
    },
  }),
  post({
    file: 'grand-opening-story',
    layout: 'STORY',
    look: KALASH_GREEN,
    lang: 'hi',
    filing: business('Grand Opening', ['Opening']),
    headline: {
      en: 'Auspicious Opening',
      hi: 'शुभ उद्घाटन',
      mr: 'शुभ उद्घाटन',
      gu: 'શુભ ઉદ્ઘાટન',
      ta: 'இனிய திறப்பு விழா',
    },
    line: {
      en: 'Bless us with your presence',
      hi: 'अपनी उपस्थिति से हमें आशीर्वाद दें',
      mr: 'आपल्या उपस्थितीने आम्हाला आशीर्वाद द्या',
      gu: 'આપની હાજરીથી અમને આશીર્વાદ આપો',
      ta: 'உங்கள் வருகையால் எங்களை ஆசீர்வதியுங்கள்',
    },
  }),
  post({
    file: 'thank-you-customers',
    layout: 'SQUARE',
    look: RIBBON_TEAL,
    lang: 'ta',
    filing: business('Thank You', ['Thank You']),
    headline: { en: 'Thank You', hi: 'धन्यवाद', mr: 'धन्यवाद', gu: 'આભાર', ta: 'நன்றி', bn: 'ধন্যবাদ' },
    line: {
      en: 'For your trust and support',
      hi: 'आपके भरोसे और साथ के लिए',
      mr: 'तुमच्या विश्वासाबद्दल आणि साथीबद्दल',
      gu: 'તમારા વિશ્વાસ અને સાથ માટે',
      ta: 'உங்கள் நம்பிக்கைக்கும் ஆதரவுக்கும்',
      bn: 'আপনার আস্থা ও পাশে থাকার জন্য',
    },
  }),
  post({
    file: 'thank-you-year-story',
    layout: 'STORY',
    look: RIBBON_NAVY,
    lang: 'en',
    filing: business('Thank You', ['Thank You', 'Festival'], { festival: 'new-year', date: yearly(12, 31) }),
    headline: {
      en: 'Thank You for a Wonderful Year',
      hi: 'इस शानदार साल के लिए धन्यवाद',
      mr: 'या सुंदर वर्षासाठी मनःपूर्वक धन्यवाद',
      gu: 'આ સુંદર વર્ષ માટે આભાર',
    },
    line: {
      en: 'We look forward to serving you in the new year',
      hi: 'नए साल में भी आपकी सेवा का इंतज़ार रहेगा',
      mr: 'नव्या वर्षातही तुमच्या सेवेसाठी आम्ही सज्ज आहोत',
      gu: 'નવા વર્ષમાં પણ આપની સેવા માટે અમે તૈયાર છીએ',
    },
  }),
  post({
    file: 'mega-sale',
    layout: 'SQUARE',
    look: PROMO_NAVY,
    lang: 'hi',
    filing: business('Offers & Sales', ['Offer', 'Sale']),
    headline: { en: 'Mega Sale', hi: 'मेगा सेल', mr: 'मेगा सेल', gu: 'મેગા સેલ', ta: 'மெகா விற்பனை' },
    line: {
      en: 'Up to 50% off this week',
      hi: 'इस हफ़्ते 50% तक की छूट',
      mr: 'या आठवड्यात 50% पर्यंत सूट',
      gu: 'આ અઠવાડિયે 50% સુધી છૂટ',
      ta: 'இந்த வாரம் 50% வரை தள்ளுபடி',
    },
    small: {
      en: 'While stocks last',
      hi: 'स्टॉक रहने तक',
      mr: 'स्टॉक असेपर्यंत',
      gu: 'સ્ટોક હોય ત્યાં સુધી',
      ta: 'இருப்பு உள்ளவரை மட்டும்',
    },
  }),
  post({
    file: 'season-sale-story',
    layout: 'STORY',
    look: PROMO_WINE,
    lang: 'en',
    filing: business('Offers & Sales', ['Offer', 'Sale']),
    headline: {
      en: 'Season End Sale',
      hi: 'सीज़न एंड सेल',
      mr: 'सीझन एंड सेल',
      gu: 'સીઝન એન્ડ સેલ',
      bn: 'সিজন এন্ড সেল',
    },
    line: {
      en: 'Big savings on everything in store',
      hi: 'दुकान की हर चीज़ पर भारी बचत',
      mr: 'दुकानातील प्रत्येक वस्तूवर मोठी बचत',
      gu: 'દુકાનની દરેક વસ્તુ પર મોટી બચત',
      bn: 'দোকানের সব জিনিসে বড় ছাড়',
    },
  }),
  post({
    file: 'new-arrivals',
    layout: 'SQUARE',
    look: PROMO_TEAL,
    lang: 'gu',
    filing: business('New Arrivals', ['New Arrival']),
    headline: {
      en: 'New Stock Has Arrived',
      hi: 'नया स्टॉक आ गया है',
      mr: 'नवा स्टॉक आला आहे',
      gu: 'નવો સ્ટોક આવી ગયો છે',
      ta: 'புதிய சரக்குகள் வந்துவிட்டன',
    },
    line: {
      en: 'Come and see the latest collection',
      hi: 'आइए, नया कलेक्शन देखिए',
      mr: 'या, नवं कलेक्शन पाहा',
      gu: 'આવો, નવું કલેક્શન જુઓ',
      ta: 'புதிய கலெக்ஷனைப் பார்க்க வாருங்கள்',
    },
  }),
  post({
    file: 'festive-offer-story',
    layout: 'STORY',
    look: KALASH_RED,
    lang: 'mr',
    filing: business('Offers & Sales', ['Offer', 'Festival']),
    headline: {
      en: 'Festive Offer',
      hi: 'त्योहारी ऑफ़र',
      mr: 'सणासुदीची खास ऑफर',
      gu: 'તહેવારની ખાસ ઓફર',
      bn: 'উৎসবের বিশেষ অফার',
    },
    line: {
      en: 'Special prices all through the festive season',
      hi: 'पूरे त्योहारी मौसम में खास दाम',
      mr: 'संपूर्ण सणासुदीच्या काळात खास किंमती',
      gu: 'આખી તહેવારની સીઝનમાં ખાસ ભાવ',
      bn: 'গোটা উৎসবের মরসুমে বিশেষ দাম',
    },
  }),
  post({
    file: 'diwali-offer',
    layout: 'SQUARE',
    look: KALASH_RED,
    lang: 'hi',
    filing: business('Offers & Sales', ['Offer', 'Festival'], { festival: 'diwali', date: DIWALI }),
    headline: {
      en: 'Diwali Special Offer',
      hi: 'दीपावली विशेष ऑफ़र',
      mr: 'दिवाळी विशेष ऑफर',
      gu: 'દિવાળી સ્પેશિયલ ઓફર',
    },
    line: {
      en: 'Special prices on every purchase this festival',
      hi: 'इस त्योहार हर खरीद पर खास दाम',
      mr: 'या सणाला प्रत्येक खरेदीवर खास सवलत',
      gu: 'આ તહેવારમાં દરેક ખરીદી પર ખાસ ભાવ',
    },
  }),
  post({
    file: 'closed-today',
    layout: 'SQUARE',
    look: NIGHT_BLUE,
    lang: 'hi',
    filing: business('Notices', ['Notice']),
    headline: {
      en: 'Closed Today',
      hi: 'आज दुकान बंद रहेगी',
      mr: 'आज दुकान बंद राहील',
      gu: 'આજે દુકાન બંધ રહેશે',
      ta: 'இன்று கடை விடுமுறை',
    },
    line: {
      en: 'We will be back tomorrow at the usual time',
      hi: 'कल से हम अपने नियमित समय पर खुलेंगे',
      mr: 'उद्यापासून नेहमीच्या वेळेत सुरू',
      gu: 'કાલથી નિયમિત સમયે ખુલ્લું રહેશે',
      ta: 'நாளை வழக்கமான நேரத்தில் திறக்கப்படும்',
    },
  }),
];

export const DEMO_GREETINGS: readonly DemoGreeting[] = [...DAILY, ...FESTIVALS, ...TRADES];
