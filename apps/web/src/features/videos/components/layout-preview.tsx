import type { TVideoTemplate } from '@cardora/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILL_FRAME } from '#components/fill-frame';
import { aspectRatioOf, secondsLabel, slotBoxStyle } from '../video-format';
import { SlotContent, type SlotValues } from './slot-content';

/**
 * Where the customer's details go: the template's poster (softened, since it carries the sample
 * details) with every slot drawn as a box holding what is typed. Live as the form changes; the
 * real video fades each one in at its own time.
 */
export function LayoutPreview({
  template,
  values,
}: {
  template: Pick<TVideoTemplate, 'kind' | 'posterUrl' | 'slots' | 'name' | 'duration'>;
  values: SlotValues;
}) {
  const { t } = useTranslation('products');
  const story = template.kind === 'STORY_VIDEO';
  return (
    <Stack spacing={1} data-testid="video-layout-preview">
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: story ? { xs: 'min(100%, 250px)', md: 340 } : { xs: 'min(100%, 340px)', md: 440 },
          mx: 'auto',
          alignSelf: 'center',
          aspectRatio: aspectRatioOf(template.kind),
          borderRadius: '14px',
          overflow: 'hidden',
          bgcolor: '#1b2333',
          boxShadow: '0 12px 36px rgba(15,20,29,0.25)',
        }}
        role="img"
        aria-label={t('videos.preview.label', { name: template.name })}
      >
        {template.posterUrl ? (
          <Box
            component="img"
            src={template.posterUrl}
            alt=""
            sx={{
              ...FILL_FRAME,
              filter: 'blur(3px) brightness(0.72)',
              transform: 'scale(1.03)',
            }}
          />
        ) : null}
        {template.slots.map((slot) => (
          <Box
            key={slot.field}
            sx={{ position: 'absolute', ...slotBoxStyle(slot) }}
            data-testid={`video-layout-slot-${slot.field}`}
          >
            <SlotContent slot={slot} value={values[slot.field]} label={t(`videos.slots.${slot.field}`)} />
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
        {t('videos.preview.note', { seconds: secondsLabel(template.duration) })}
      </Typography>
    </Stack>
  );
}
