// A batch's tags: on a phone one card per tag, on a wider screen a table. Each shows the code in
// two groups of five, its state, its scans and last scan, and its actions: Assign or Move, and in
// the menu Take back and Turn off / Turn on.
import type { TTag } from '@cardora/contract';
import BlockRounded from '@mui/icons-material/BlockRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PowerSettingsNewRounded from '@mui/icons-material/PowerSettingsNewRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { printedTagCode, tagState, tagStateLabel } from '../tag-format';

export type TagAction = 'assign' | 'takeBack' | 'turnOff' | 'turnOn';

const CHIP_COLOUR = { unassigned: 'default', assigned: 'success', disabled: 'warning' } as const;

export function TagCode({ code }: { code: string }) {
  return (
    <Typography
      component="span"
      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 600, whiteSpace: 'nowrap' }}
      data-testid="tag-code"
    >
      {printedTagCode(code)}
    </Typography>
  );
}

function StateChip({ tag }: { tag: TTag }) {
  const { t } = useTranslation('customer');
  return (
    <Chip
      size="small"
      color={CHIP_COLOUR[tagState(tag)]}
      variant={tagState(tag) === 'unassigned' ? 'outlined' : 'filled'}
      label={tagStateLabel(tag, t)}
      sx={{ maxWidth: '100%' }}
      data-testid="tag-state"
    />
  );
}

function LastScan({ tag, short }: { tag: TTag; short?: boolean }) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  if (!tag.lastScannedAt) return <>{short ? t('tags.admin.never') : t('tags.neverScanned')}</>;
  const when = format.dateTime(tag.lastScannedAt);
  return <>{short ? when : t('tags.lastScan', { date: when })}</>;
}

/** Assign (or Move) as a button; Take back and Turn off / on in the menu beside it. */
function TagActions({
  tag,
  onAction,
  busy,
}: {
  tag: TTag;
  onAction: (tag: TTag, action: TagAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('customer');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const state = tagState(tag);
  const run = (action: TagAction) => {
    setAnchor(null);
    onAction(tag, action);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {state !== 'disabled' ? (
        <Button size="small" variant="outlined" onClick={() => run('assign')} disabled={busy} data-testid="tag-assign">
          {tag.businessId ? t('tags.admin.move') : t('tags.admin.assign')}
        </Button>
      ) : null}
      <IconButton
        size="small"
        aria-label={t('tags.admin.actionsFor', { code: printedTagCode(tag.code) })}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        data-testid="tag-more"
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {tag.businessId ? (
          <MenuItem onClick={() => run('takeBack')} data-testid="tag-take-back">
            <ListItemIcon>
              <UndoRounded fontSize="small" />
            </ListItemIcon>
            {t('tags.admin.takeBack')}
          </MenuItem>
        ) : null}
        {tag.status === 'active' ? (
          <MenuItem onClick={() => run('turnOff')} data-testid="tag-turn-off">
            <ListItemIcon>
              <BlockRounded fontSize="small" />
            </ListItemIcon>
            {t('tags.admin.turnOff')}
          </MenuItem>
        ) : (
          <MenuItem onClick={() => run('turnOn')} data-testid="tag-turn-on">
            <ListItemIcon>
              <PowerSettingsNewRounded fontSize="small" />
            </ListItemIcon>
            {t('tags.admin.turnOn')}
          </MenuItem>
        )}
      </Menu>
    </Stack>
  );
}

interface TagListProps {
  tags: TTag[];
  phone: boolean;
  onAction: (tag: TTag, action: TagAction) => void;
  /** The tag whose change is on its way. */
  busyCode: string | null;
}

export function TagList({ tags, phone, onAction, busyCode }: TagListProps) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  if (phone) {
    return (
      <Stack spacing={1} data-testid="tag-list">
        {tags.map((tag) => (
          <Card key={tag.code} variant="outlined" sx={{ p: 1.5 }} data-testid={`tag-row-${tag.code}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <TagCode code={tag.code} />
              <TagActions tag={tag} onAction={onAction} busy={busyCode === tag.code} />
            </Stack>
            <Stack sx={{ mt: 1, alignItems: 'flex-start' }} spacing={0.75}>
              <StateChip tag={tag} />
              <Typography variant="body2" color="textSecondary">
                {tag.scans > 0 ? `${t('tags.scans', { count: tag.scans })} · ` : null}
                <LastScan tag={tag} />
              </Typography>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" data-testid="tag-list">
      <TableHead>
        <TableRow>
          <TableCell>{t('tags.admin.columns.code')}</TableCell>
          <TableCell>{t('tags.admin.columns.status')}</TableCell>
          <TableCell align="right">{t('tags.admin.columns.scans')}</TableCell>
          <TableCell>{t('tags.admin.columns.lastScan')}</TableCell>
          <TableCell align="right">{t('tags.admin.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tags.map((tag) => (
          <TableRow key={tag.code} data-testid={`tag-row-${tag.code}`}>
            <TableCell>
              <TagCode code={tag.code} />
            </TableCell>
            <TableCell sx={{ maxWidth: 280 }}>
              <StateChip tag={tag} />
            </TableCell>
            <TableCell align="right">{format.count(tag.scans)}</TableCell>
            <TableCell>
              <LastScan tag={tag} short />
            </TableCell>
            <TableCell align="right">
              <TagActions tag={tag} onAction={onAction} busy={busyCode === tag.code} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
