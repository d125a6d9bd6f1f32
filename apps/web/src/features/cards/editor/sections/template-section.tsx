import { CARD_TEMPLATE_IDS, STYLES } from '@cardora/contract';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormColourField } from '#components/form/form-colour-field';
import { FieldsHeading } from '../section-fields';
import type { SectionFieldsProps, SectionValue } from '../section-shell';

/** Each style's word in editor.json (template.styles). */
const STYLE_KEYS: Record<(typeof STYLES)[number], string> = { 'style-1': 'rounded', 'style-2': 'sharp' };
/** Colour pairs to start from (main, dark), by the key of their word in editor.json (template.presets). */
const PRESET_COLOURS = {
  royalBlue: ['#1e63d6', '#0f1b2d'],
  saffron: ['#e8590c', '#3b1f0b'],
  emerald: ['#0c8a5b', '#0b2b22'],
  maroon: ['#a61e4d', '#2b0b17'],
  purple: ['#6741d9', '#1f1147'],
  charcoal: ['#343a40', '#111417'],
  teal: ['#0b7285', '#082f36'],
  gold: ['#b08900', '#2d2405'],
} as const;
const PRESETS = Object.entries(PRESET_COLOURS).map(([name, [primary, secondary]]) => ({ name, primary, secondary }));
/** The card's two colours: the main one (header, buttons) and the dark one (text on light). */
const COLOUR_FIELDS = [
  { name: 'primaryColor', words: 'template.mainColour' },
  { name: 'secondaryColor', words: 'template.darkColour' },
] as const;

/** A tiny drawing of each template, so the choice is visual. */
function TemplateSketch({
  templateId,
  primary,
  secondary,
}: {
  templateId: string;
  primary: string;
  secondary: string;
}) {
  const header = templateId === 'bold' ? 48 : templateId === 'classic' ? 30 : 0;
  return (
    <Box sx={{ height: 96, borderRadius: '10px', bgcolor: '#f1f3f7', overflow: 'hidden', position: 'relative' }}>
      <Box sx={{ height: header, bgcolor: templateId === 'minimal' ? 'transparent' : primary }} />
      <Box
        sx={{
          position: 'absolute',
          top: templateId === 'minimal' ? 10 : header - 14,
          left: templateId === 'bold' ? 10 : '50%',
          transform: templateId === 'bold' ? 'none' : 'translateX(-50%)',
          width: 28,
          height: 28,
          borderRadius: '50%',
          bgcolor: secondary,
          border: '3px solid #fff',
        }}
      />
      <Box sx={{ position: 'absolute', left: 10, right: 10, bottom: 12, display: 'grid', gap: 0.75 }}>
        <Box sx={{ height: 6, width: '60%', borderRadius: 3, bgcolor: secondary, opacity: 0.8 }} />
        <Box sx={{ height: 6, width: '40%', borderRadius: 3, bgcolor: '#c7cdd8' }} />
        <Box sx={{ height: 10, width: '100%', borderRadius: 5, bgcolor: primary, opacity: 0.85 }} />
      </Box>
    </Box>
  );
}

function Choice({
  selected,
  onClick,
  label,
  children,
  testId,
}: {
  selected: boolean;
  onClick: () => void;
  label: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-pressed={selected}
      aria-label={label}
      data-testid={testId}
      sx={{
        display: 'block',
        textAlign: 'left',
        p: 1,
        borderRadius: '14px',
        border: '2px solid',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
      }}
    >
      {selected ? (
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            width: 22,
            height: 22,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            zIndex: 1,
          }}
        >
          <CheckRounded sx={{ fontSize: 16 }} />
        </Box>
      ) : null}
      {children}
    </ButtonBase>
  );
}

type TemplateForm = SectionFieldsProps<'template'>['form'];

/** The template's two choices made by picture: each one's heading, options, option names and test ids. */
const CHOICES = {
  templateId: {
    words: 'template.template',
    options: CARD_TEMPLATE_IDS,
    nameKey: (id: string) => `template.templates.${id}.name`,
    testId: (id: string) => `template-${id}`,
  },
  style: {
    words: 'template.style',
    options: STYLES,
    nameKey: (style: string) => `template.styles.${STYLE_KEYS[style as (typeof STYLES)[number]]}`,
    testId: (style: string) => `template-style-${style}`,
  },
} as const;

/** A heading and its options as pictures in a grid; the chosen one is marked and pressed. */
function ChoiceGroup(props: {
  form: TemplateForm;
  field: keyof typeof CHOICES;
  columns: string;
  children: (value: string) => React.ReactNode;
}) {
  const { form, field, columns, children } = props;
  const { t } = useTranslation('editor');
  const { words, options, nameKey, testId } = CHOICES[field];
  const chosen = useWatch({ control: form.control, name: field });
  return (
    <>
      <FieldsHeading words={words} />
      <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: columns }}>
        {options.map((value) => (
          <Choice
            key={value}
            selected={chosen === value}
            onClick={() => form.setValue(field, value, { shouldDirty: true, shouldValidate: true })}
            label={t(`${words}Choice`, { name: t(nameKey(value)) })}
            testId={testId(value)}
          >
            {children(value)}
          </Choice>
        ))}
      </Box>
    </>
  );
}

/** Template: three layouts in two styles, and the card's two colours. */
export function TemplateFields({ form, card }: SectionFieldsProps<'template'>) {
  const { t } = useTranslation('editor');
  const saved = card.sections.template;
  const [primary, secondary] = useWatch({ control: form.control, name: ['primaryColor', 'secondaryColor'] });
  const set = (name: 'primaryColor' | 'secondaryColor', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const p = typeof primary === 'string' ? primary : saved.primaryColor;
  const s = typeof secondary === 'string' ? secondary : saved.secondaryColor;

  return (
    <>
      <ChoiceGroup form={form} field="templateId" columns="repeat(3, minmax(0, 1fr))">
        {(id) => (
          <>
            <TemplateSketch templateId={id} primary={p} secondary={s} />
            <Typography sx={{ fontWeight: 600, fontSize: 14, mt: 1 }}>{t(`template.templates.${id}.name`)}</Typography>
            <Typography variant="caption" color="textSecondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {t(`template.templates.${id}.text`)}
            </Typography>
          </>
        )}
      </ChoiceGroup>
      <ChoiceGroup form={form} field="style" columns="1fr 1fr">
        {(value) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 0.5 }}>
            <Box sx={{ width: 40, height: 24, bgcolor: p, borderRadius: value === 'style-1' ? '12px' : '3px' }} />
            <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{t(CHOICES.style.nameKey(value))}</Typography>
          </Stack>
        )}
      </ChoiceGroup>
      <FieldsHeading words="template.colours" />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="template-presets">
        {PRESETS.map((preset) => (
          <ButtonBase
            key={preset.name}
            aria-label={t('template.presetChoice', { name: t(`template.presets.${preset.name}`) })}
            title={t(`template.presets.${preset.name}`)}
            onClick={() => {
              set('primaryColor', preset.primary);
              set('secondaryColor', preset.secondary);
            }}
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              overflow: 'hidden',
              border: '2px solid',
              borderColor: p === preset.primary && s === preset.secondary ? 'text.primary' : 'transparent',
              background: `linear-gradient(135deg, ${preset.primary} 50%, ${preset.secondary} 50%)`,
            }}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {COLOUR_FIELDS.map(({ name, words }) => (
          <FormColourField
            key={name}
            control={form.control}
            name={name}
            label={t(words)}
            pickerLabel={t('template.colourPicker', { colour: t(words) })}
            size="small"
            testId={`template-${name}`}
          />
        ))}
      </Box>
    </>
  );
}

/** What the template panel says is chosen: the layout and the style, in the panel's words. */
export function templateSummary({ templateId, style }: SectionValue<'template'>, t: TFunction<'editor'>): string {
  return `${t(`template.templates.${templateId}.name`)} · ${t(`template.styles.${STYLE_KEYS[style]}`)}`;
}
