import { CARD_TEMPLATE_IDS, STYLES } from '@cardora/contract';
import CheckRounded from '@mui/icons-material/CheckRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '#i18n/use-message';
import type { SectionProps } from '../section-props';
import { SectionEditor, type SectionFieldsProps, type SectionSpec } from '../section-shell';

type TemplateControl = SectionFieldsProps<'template'>['form']['control'];

/** Each style's word in editor.json (template.styles). */
const STYLE_KEYS: Record<(typeof STYLES)[number], string> = { 'style-1': 'rounded', 'style-2': 'sharp' };
/** Colour pairs to start from; `name` is the key of their word in editor.json (template.presets). */
const PRESETS: { primary: string; secondary: string; name: string }[] = [
  { name: 'royalBlue', primary: '#1e63d6', secondary: '#0f1b2d' },
  { name: 'saffron', primary: '#e8590c', secondary: '#3b1f0b' },
  { name: 'emerald', primary: '#0c8a5b', secondary: '#0b2b22' },
  { name: 'maroon', primary: '#a61e4d', secondary: '#2b0b17' },
  { name: 'purple', primary: '#6741d9', secondary: '#1f1147' },
  { name: 'charcoal', primary: '#343a40', secondary: '#111417' },
  { name: 'teal', primary: '#0b7285', secondary: '#082f36' },
  { name: 'gold', primary: '#b08900', secondary: '#2d2405' },
];

/** A heading and its choices in a grid (the layouts, the styles). */
function ChoiceGroup({ title, columns, children }: { title: string; columns: string; children: React.ReactNode }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: columns }}>{children}</Box>
    </>
  );
}

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

function ColourField({
  control,
  name,
  label,
}: {
  control: TemplateControl;
  name: 'primaryColor' | 'secondaryColor';
  label: string;
}) {
  const { t } = useTranslation('editor');
  const inLanguage = useMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="input"
            type="color"
            aria-label={t('template.colourPicker', { colour: label })}
            value={typeof field.value === 'string' && /^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
            sx={{
              width: 48,
              height: 48,
              p: 0,
              border: 0,
              borderRadius: '10px',
              bgcolor: 'transparent',
              cursor: 'pointer',
              flexShrink: 0,
            }}
            data-testid={`template-${name}-picker`}
          />
          <TextField
            label={label}
            size="small"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value.trim())}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message && inLanguage(fieldState.error.message)}
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, 'data-testid': `template-${name}` } }}
          />
        </Stack>
      )}
    />
  );
}

function TemplateFields({ form, card }: SectionFieldsProps<'template'>) {
  const { t } = useTranslation('editor');
  const saved = card.sections.template;
  const [templateId, style, primary, secondary] = useWatch({
    control: form.control,
    name: ['templateId', 'style', 'primaryColor', 'secondaryColor'],
  });
  const set = (name: 'templateId' | 'style' | 'primaryColor' | 'secondaryColor', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const p = typeof primary === 'string' ? primary : saved.primaryColor;
  const s = typeof secondary === 'string' ? secondary : saved.secondaryColor;

  return (
    <>
      <ChoiceGroup title={t('template.template')} columns="repeat(3, minmax(0, 1fr))">
        {CARD_TEMPLATE_IDS.map((id) => (
          <Choice
            key={id}
            selected={templateId === id}
            onClick={() => set('templateId', id)}
            label={t('template.templateChoice', { name: t(`template.templates.${id}.name`) })}
            testId={`template-${id}`}
          >
            <TemplateSketch templateId={id} primary={p} secondary={s} />
            <Typography sx={{ fontWeight: 600, fontSize: 14, mt: 1 }}>{t(`template.templates.${id}.name`)}</Typography>
            <Typography variant="caption" color="textSecondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {t(`template.templates.${id}.text`)}
            </Typography>
          </Choice>
        ))}
      </ChoiceGroup>
      <ChoiceGroup title={t('template.style')} columns="1fr 1fr">
        {STYLES.map((value) => (
          <Choice
            key={value}
            selected={style === value}
            onClick={() => set('style', value)}
            label={t('template.styleChoice', { name: t(`template.styles.${STYLE_KEYS[value]}`) })}
            testId={`template-style-${value}`}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 0.5 }}>
              <Box sx={{ width: 40, height: 24, bgcolor: p, borderRadius: value === 'style-1' ? '12px' : '3px' }} />
              <Typography sx={{ fontWeight: 600, fontSize: 14 }}>
                {t(`template.styles.${STYLE_KEYS[value]}`)}
              </Typography>
            </Stack>
          </Choice>
        ))}
      </ChoiceGroup>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('template.colours')}
      </Typography>
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
        <ColourField control={form.control} name="primaryColor" label={t('template.mainColour')} />
        <ColourField control={form.control} name="secondaryColor" label={t('template.darkColour')} />
      </Box>
    </>
  );
}

const TEMPLATE_SECTION: SectionSpec<'template'> = {
  section: 'template',
  words: 'template',
  icon: <PaletteRounded />,
  spacing: 2.5,
  Fields: TemplateFields,
  summary: ({ templateId, style }, t) =>
    `${t(`template.templates.${templateId}.name`)} · ${t(`template.styles.${STYLE_KEYS[style]}`)}`,
};

/** Template: three layouts in two styles, and the card's two colours. */
export function TemplateSection(props: SectionProps) {
  return <SectionEditor {...props} spec={TEMPLATE_SECTION} />;
}
