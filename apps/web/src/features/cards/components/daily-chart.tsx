import type { TCardAnalytics } from '@cardora/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';

type Day = TCardAnalytics['perDay'][number];

const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 32 };

/** '2026-11-03' → '3 Nov' (or '3 नव॰'): the card's days are UTC days. */
function useShortDate(locale: string): (iso: string) => string {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  }, [locale]);
}

/** A round maximum for the axis: 1, 2, 5, 10, 20, 50 … */
function niceMax(value: number): number {
  if (value <= 4) return Math.max(4, value);
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Views per day as bars and unique visitors as a line, drawn in SVG, with a table for the same numbers. */
export function DailyChart({ days }: { days: Day[] }) {
  const theme = useTheme();
  const { t } = useTranslation('customer');
  const { count, locale } = useFormat();
  const shortDate = useShortDate(locale);
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  // Drawn at the box's real width, so the axis text stays 11 px on a phone.
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const max = niceMax(Math.max(0, ...days.map((day) => Math.max(day.views, day.clicks))));
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(22, slot * 0.62));
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const labelEvery = Math.ceil(days.length / Math.max(2, Math.floor(width / 90)));
  const visitorsPath = days
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(day.uniqueVisitors)}`)
    .join(' ');
  const totalViews = days.reduce((sum, day) => sum + day.views, 0);

  return (
    <Box ref={boxRef}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} sx={{ fontWeight: 600, flex: 1 }}>
          {t('chart.perDay')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} aria-hidden>
          <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: 'primary.main' }} />
          <Typography variant="caption">{t('figures.views.label')}</Typography>
          <Box sx={{ width: 14, height: 3, borderRadius: 2, bgcolor: 'warning.main' }} />
          <Typography variant="caption">{t('figures.uniqueVisitors.label')}</Typography>
        </Stack>
        <Button size="small" onClick={() => setAsTable((value) => !value)} data-testid="chart-table-toggle">
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </Stack>
      {asTable ? (
        <Box sx={{ maxHeight: 320, overflowY: 'auto' }}>
          <Table size="small" aria-labelledby={titleId} data-testid="chart-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('chart.date')}</TableCell>
                <TableCell align="right">{t('figures.views.label')}</TableCell>
                <TableCell align="right">{t('figures.uniqueVisitors.label')}</TableCell>
                <TableCell align="right">{t('figures.clicks.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((day) => (
                <TableRow key={day.date}>
                  <TableCell>{shortDate(day.date)}</TableCell>
                  <TableCell align="right">{count(day.views)}</TableCell>
                  <TableCell align="right">{count(day.uniqueVisitors)}</TableCell>
                  <TableCell align="right">{count(day.clicks)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Box
          component="svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-description={t('chart.description', { views: count(totalViews), count: days.length })}
          sx={{ width: '100%', height: 'auto', display: 'block' }}
          data-testid="chart"
        >
          {[0, 0.5, 1].map((fraction) => (
            <g key={fraction}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(max * fraction)}
                y2={y(max * fraction)}
                stroke={theme.palette.divider}
                strokeDasharray={fraction === 0 ? undefined : '3 4'}
              />
              <text
                x={PAD.left - 6}
                y={y(max * fraction) + 4}
                textAnchor="end"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {count(Math.round(max * fraction))}
              </text>
            </g>
          ))}
          {days.map((day, index) => (
            <g key={day.date}>
              <rect
                x={x(index) - barW / 2}
                y={y(day.views)}
                width={barW}
                height={Math.max(0, PAD.top + innerH - y(day.views))}
                rx={Math.min(4, barW / 3)}
                fill={theme.palette.primary.main}
              >
                <title>
                  {t('chart.dayTitle', {
                    date: shortDate(day.date),
                    views: count(day.views),
                    visitors: count(day.uniqueVisitors),
                    clicks: count(day.clicks),
                  })}
                </title>
              </rect>
              {index % labelEvery === 0 ? (
                <text x={x(index)} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill={theme.palette.text.secondary}>
                  {shortDate(day.date)}
                </text>
              ) : null}
            </g>
          ))}
          <path
            d={visitorsPath}
            fill="none"
            stroke={theme.palette.warning.main}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        </Box>
      )}
    </Box>
  );
}
