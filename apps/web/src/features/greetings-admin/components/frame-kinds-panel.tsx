// "Frame kinds by business category": which frame kinds each business category of the agency
// gets. By default political businesses get the political frames (the person's photo, name and
// designation) and every other business the regular and product ones; the agency may change any
// category, or put it back to the default (docs/product-rules.md#greetings-frames).
import { FRAME_KINDS, type FrameKind, type TCategoryFrameKinds } from '@cardora/contract';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { RetryAlert } from '#components/retry-alert';
import { useCategoryFrameKinds, useSaveCategoryFrameKinds } from '../hooks/use-category-frame-kinds';

const KIND_LABELS: Record<FrameKind, string> = { regular: 'Regular', product: 'Product', political: 'Political' };

const sameKinds = (a: readonly FrameKind[], b: readonly FrameKind[]) =>
  a.length === b.length && a.every((kind) => b.includes(kind));

/** Changes not saved yet, by category key. */
type Draft = Record<string, FrameKind[]>;

function KindsRow({
  row,
  kinds,
  disabled,
  onChange,
}: {
  row: TCategoryFrameKinds;
  kinds: FrameKind[];
  disabled: boolean;
  onChange: (kinds: FrameKind[]) => void;
}) {
  const isDefault = sameKinds(kinds, row.defaultKinds);
  const empty = kinds.length === 0;
  return (
    <TableRow data-testid="frame-kinds-row" data-category={row.categoryKey}>
      <TableCell component="th" scope="row">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          {isDefault ? (
            <Chip size="small" label="Default" variant="outlined" />
          ) : (
            <Chip size="small" label="Changed" color="primary" variant="outlined" />
          )}
        </Stack>
        {empty ? (
          <Typography variant="caption" color="error" role="alert">
            Choose at least one kind.
          </Typography>
        ) : null}
      </TableCell>
      {FRAME_KINDS.map((kind) => (
        <TableCell key={kind} padding="checkbox" align="center">
          <Checkbox
            checked={kinds.includes(kind)}
            disabled={disabled}
            onChange={(_event, on) => onChange(FRAME_KINDS.filter((k) => (k === kind ? on : kinds.includes(k))))}
            slotProps={{
              input: {
                'aria-label': `${KIND_LABELS[kind]} frames for ${row.name}`,
                'data-testid': `frame-kind-${row.categoryKey}-${kind}`,
              } as object,
            }}
          />
        </TableCell>
      ))}
      <TableCell align="right">
        <Button
          size="small"
          startIcon={<RestartAltRounded />}
          disabled={disabled || isDefault}
          onClick={() => onChange(row.defaultKinds)}
        >
          Default
        </Button>
      </TableCell>
    </TableRow>
  );
}

export function FrameKindsPanel() {
  const list = useCategoryFrameKinds();
  const save = useSaveCategoryFrameKinds();
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState<Draft>({});
  const rows = list.data?.list ?? [];
  const kindsOf = (row: TCategoryFrameKinds) => draft[row.categoryKey] ?? row.kinds;
  const changed = rows.filter((row) => !sameKinds(kindsOf(row), row.kinds));
  const invalid = changed.some((row) => kindsOf(row).length === 0);

  const submit = () =>
    save.mutate(
      {
        list: changed.map((row) => {
          const kinds = kindsOf(row);
          // The default again: the agency's choice goes, so a later change of default applies.
          return { categoryKey: row.categoryKey, kinds: sameKinds(kinds, row.defaultKinds) ? null : kinds };
        }),
      },
      {
        onSuccess: () => {
          setDraft({});
          enqueueSnackbar('The frame kinds were saved.', { variant: 'success' });
        },
      },
    );

  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 }, mt: 2.5 }} data-testid="frame-kinds-panel">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h3" component="h3">
            Frame kinds by business category
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 720 }}>
            Which greeting frames each kind of business is offered. Political frames carry the person's photo, name and
            designation, so by default only political businesses get them; every other business gets the regular and
            product frames. A business's plan can still hide a kind.
          </Typography>
        </Box>
        {list.isError ? <RetryAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
        {save.isError ? (
          <Alert severity="error" data-testid="frame-kinds-error">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        {list.isPending ? (
          <Stack spacing={1} aria-busy data-testid="frame-kinds-loading">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : null}
        {list.data && rows.length === 0 ? (
          <Typography color="textSecondary">There are no business categories yet.</Typography>
        ) : null}
        {rows.length > 0 ? (
          <TableContainer sx={{ maxHeight: 480 }}>
            <Table size="small" stickyHeader aria-label="Frame kinds by business category">
              <TableHead>
                <TableRow>
                  <TableCell>Business category</TableCell>
                  {FRAME_KINDS.map((kind) => (
                    <TableCell key={kind} align="center">
                      {KIND_LABELS[kind]}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <KindsRow
                    key={row.categoryKey}
                    row={row}
                    kinds={kindsOf(row)}
                    disabled={save.isPending}
                    onChange={(kinds) => setDraft((current) => ({ ...current, [row.categoryKey]: kinds }))}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {rows.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button disabled={changed.length === 0 || save.isPending} onClick={() => setDraft({})}>
              Undo changes
            </Button>
            <Button
              variant="contained"
              disabled={changed.length === 0 || invalid}
              loading={save.isPending}
              onClick={submit}
              data-testid="frame-kinds-save"
            >
              Save
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
