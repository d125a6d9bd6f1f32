// Text the owner copies into another system (a link, a formula, a secret, code): shown whole,
// wrapped at any character so a long address never widens a phone's screen, with a copy button.
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text`; says so for a moment, or that the browser refused (select it by hand then). */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation('customer');
  const { enqueueSnackbar } = useSnackbar();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      enqueueSnackbar(t('leadDelivery.copied'), { variant: 'success' });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      enqueueSnackbar(t('leadDelivery.copyFailed'), { variant: 'warning' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => void copy()} data-testid={testId}>
        {copied ? <CheckRounded color="success" /> : <ContentCopyRounded />}
      </IconButton>
    </Tooltip>
  );
}

/** A labelled box of copyable text in a fixed-width font; `code` keeps its lines (a snippet). */
export function CopyableText({
  label,
  text,
  copyLabel,
  code = false,
  testId,
}: {
  label?: string;
  text: string;
  copyLabel: string;
  code?: boolean;
  testId: string;
}) {
  return (
    <Box>
      {label ? (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      ) : null}
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-start',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          component={code ? 'pre' : 'p'}
          data-testid={testId}
          sx={{
            flex: 1,
            minWidth: 0,
            m: 0,
            py: 1,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: code ? '0.75rem' : '0.8125rem',
            whiteSpace: code ? 'pre-wrap' : 'normal',
            // Breaks at spaces first (code), anywhere only inside a long token (a link, a secret).
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Typography>
        <CopyButton text={text} label={copyLabel} testId={`${testId}-copy`} />
      </Stack>
    </Box>
  );
}
