import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '#components/icon-tile';
import { type EditorPanel, PANEL_TITLE_KEYS, useEditorSelector } from './editor-store';

interface SectionPanelProps {
  panel: EditorPanel;
  description: string;
  icon: ReactNode;
  expanded: boolean;
  onToggle: (panel: EditorPanel, open: boolean) => void;
  /** Shown instead of the form while the panel cannot be used yet (no card before basic details). */
  lockedReason?: string | null;
  children: ReactNode;
}

/** One accordion panel of the editor, titled from the glossary, with an "Unsaved" marker while its form has edits. */
export function SectionPanel({
  panel,
  description,
  icon,
  expanded,
  onToggle,
  lockedReason,
  children,
}: SectionPanelProps) {
  const { t } = useTranslation(['editor', 'glossary']);
  const dirty = useEditorSelector((state) => Boolean(state.dirty[panel]));
  const headingId = `section-${panel}-heading`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onToggle(panel, open)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: false } }}
      sx={{
        borderRadius: '16px !important',
        borderColor: dirty ? 'warning.main' : 'divider',
        '&::before': { display: 'none' },
        overflow: 'hidden',
      }}
      data-testid={`section-${panel}`}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        id={headingId}
        sx={{
          px: { xs: 1.75, sm: 2.5 },
          py: 0.5,
          '& .MuiAccordionSummary-content': { alignItems: 'center', gap: 1.5, my: 1.25 },
        }}
      >
        <IconTile size={40}>{icon}</IconTile>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t(`glossary:${PANEL_TITLE_KEYS[panel]}`)}</Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {description}
          </Typography>
        </Box>
        {dirty ? (
          <Chip
            size="small"
            color="warning"
            label={t('section.unsaved')}
            data-testid={`unsaved-${panel}`}
            sx={{ mr: 0.5 }}
          />
        ) : null}
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1.75, sm: 2.5 }, pb: 2.5, pt: 0.5 }}>
        {lockedReason ? (
          <Typography color="textSecondary" data-testid={`locked-${panel}`}>
            {lockedReason}
          </Typography>
        ) : (
          children
        )}
      </AccordionDetails>
    </Accordion>
  );
}
