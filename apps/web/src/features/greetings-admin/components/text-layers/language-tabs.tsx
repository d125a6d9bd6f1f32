// One tab per post language, each saying whether the layers are written in it: a full dot
// when every layer has its text, a ring when only some do.
import { IMAGE_POST_LANGUAGE_NAMES, IMAGE_POST_LANGUAGES, type ImagePostLanguage } from '@cardora/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type EditorLayer, languageFill } from './layer-model';

const FILL_WORDS = { all: 'written', some: 'partly written', none: 'not written' } as const;

export function LanguageTabs({
  layers,
  language,
  onChange,
}: {
  layers: readonly EditorLayer[];
  language: ImagePostLanguage;
  onChange: (language: ImagePostLanguage) => void;
}) {
  const fill = languageFill(layers);
  return (
    <Tabs
      value={language}
      onChange={(_event, value: ImagePostLanguage) => onChange(value)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Language of the text"
      data-testid="text-layer-languages"
    >
      {IMAGE_POST_LANGUAGES.map((code) => (
        <Tab
          key={code}
          value={code}
          data-testid={`text-layer-language-${code}`}
          aria-label={`${IMAGE_POST_LANGUAGE_NAMES[code]}: ${FILL_WORDS[fill[code]]}`}
          sx={{ minWidth: 0, px: 1.5 }}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              {IMAGE_POST_LANGUAGE_NAMES[code]}
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  border: '2px solid',
                  borderColor: fill[code] === 'none' ? 'divider' : 'success.main',
                  bgcolor: fill[code] === 'all' ? 'success.main' : 'transparent',
                }}
              />
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
