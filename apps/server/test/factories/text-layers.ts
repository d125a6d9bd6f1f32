// Text layers for tests (docs/product-rules.md#greetings-text-layers): "Good morning" in every
// post language with the font that must draw it, and layers as the editor sends them.
import type { ImagePostLanguage, TTextLayerInput } from '@cardora/contract';
import { SCRIPT_FAMILY } from '../../src/areas/cards/media/fonts';

/** "Good morning" in each of the post languages, with the font that must draw it. */
export const GOOD_MORNING: Record<ImagePostLanguage, { text: string; family: string }> = {
  en: { text: 'Good Morning', family: SCRIPT_FAMILY.latin },
  hi: { text: 'शुभ प्रभात', family: SCRIPT_FAMILY.devanagari },
  mr: { text: 'शुभ सकाळ', family: SCRIPT_FAMILY.devanagari },
  gu: { text: 'સુપ્રભાત', family: SCRIPT_FAMILY.gujarati },
  bn: { text: 'সুপ্রভাত', family: SCRIPT_FAMILY.bengali },
  pa: { text: 'ਸ਼ੁਭ ਸਵੇਰ', family: SCRIPT_FAMILY.gurmukhi },
  ta: { text: 'காலை வணக்கம்', family: SCRIPT_FAMILY.tamil },
  te: { text: 'శుభోదయం', family: SCRIPT_FAMILY.telugu },
  kn: { text: 'ಶುಭೋದಯ', family: SCRIPT_FAMILY.kannada },
  ml: { text: 'സുപ്രഭാതം', family: SCRIPT_FAMILY.malayalam },
  or: { text: 'ସୁପ୍ରଭାତ', family: SCRIPT_FAMILY.odia },
};

/** One headline with its text in these languages (the other fields take the contract's defaults). */
export function headlineLayer(
  texts: Partial<Record<ImagePostLanguage, string>>,
  box = { x: 0.1, y: 0.1, width: 0.8, height: 0.22 },
): TTextLayerInput {
  return { role: 'headline', box, texts, shadow: false };
}

/** The headline in every post language. */
export const EVERY_LANGUAGE = Object.fromEntries(
  Object.entries(GOOD_MORNING).map(([code, sample]) => [code, sample.text]),
) as Record<ImagePostLanguage, string>;
