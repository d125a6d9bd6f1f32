import type { TFailedJob, TSystemStatus } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DnsRounded from '@mui/icons-material/DnsRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '#components/confirm-dialog';
import { RetryAlert } from '#components/retry-alert';
import { formatBytes } from '#lib/format';
import { useDiscardFailedJob, useRetryFailedJob, useSystemStatus } from '../hooks/use-system-status';
import { type BackupHealth, backupHealth, formatAge } from '../status-format';

/**
 * /admin/system-status: how the platform is running (docs/operations.md#status-page), for the
 * super admin's admins. Read again every 30 s while open. Staff pages are in English.
 */
export function SystemStatusPage() {
  const status = useSystemStatus();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  return (
    <Stack spacing={{ xs: 2.5, sm: 3 }} data-testid="system-status-page">
      <Box>
        <Typography variant="h1" component="h2">
          System status
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }} data-testid="system-status-checked">
          {status.data
            ? `Checked ${new Date(status.data.checkedAt).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })} · read again every 30 seconds`
            : 'Jobs, storage, backups and the servers that run the platform'}
        </Typography>
      </Box>
      {status.isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : status.isError ? (
        <RetryAlert error={status.error} onRetry={() => void status.refetch()} testId="system-status-error" />
      ) : (
        <StatusBody status={status.data} phone={phone} />
      )}
    </Stack>
  );
}

function StatusBody({ status, phone }: { status: TSystemStatus; phone: boolean }) {
  const now = Date.now();
  const health = backupHealth(status.backup, now);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        <Tile
          label="Database"
          value={formatBytes(status.database.bytes)}
          note={status.database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}
          testId="status-database"
        />
        <Tile
          label="Uploaded files"
          value={status.storage.bytes === null ? 'In S3' : formatBytes(status.storage.bytes)}
          note={
            status.storage.files === null
              ? 'The bucket’s size is in its provider’s console'
              : `${status.storage.files.toLocaleString('en-IN')} files on this server’s disk`
          }
          testId="status-storage"
        />
        <BackupTile backup={status.backup} health={health} now={now} />
        <Tile
          label="Jobs failed"
          value={String(status.queues.reduce((sum, queue) => sum + queue.failed, 0))}
          note={`${status.queues.reduce((sum, queue) => sum + queue.queued, 0)} waiting · ${status.queues.reduce((sum, queue) => sum + queue.active, 0)} running`}
          tone={status.failedJobs.length > 0 ? 'error' : 'ok'}
          testId="status-jobs"
        />
      </Box>

      <Section title="Queues" testId="status-queues">
        {status.queues.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 2 }}>
            No job is waiting, running or failed.
          </Typography>
        ) : phone ? (
          <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
            {status.queues.map((queue) => (
              <Box key={queue.queue} sx={{ px: 2, py: 1.5 }} data-testid={`status-queue-${queue.queue}`}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{queue.queue}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {queue.queued} waiting · {queue.active} running · {queue.failed} failed
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Queue</TableCell>
                <TableCell align="right">Waiting</TableCell>
                <TableCell align="right">Running</TableCell>
                <TableCell align="right">Failed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {status.queues.map((queue) => (
                <TableRow key={queue.queue} data-testid={`status-queue-${queue.queue}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{queue.queue}</TableCell>
                  <TableCell align="right">{queue.queued}</TableCell>
                  <TableCell align="right">{queue.active}</TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      color: queue.failed > 0 ? 'error.main' : undefined,
                      fontWeight: queue.failed > 0 ? 600 : undefined,
                    }}
                  >
                    {queue.failed}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>

      <FailedJobs jobs={status.failedJobs} now={now} />

      <Section title="Servers" testId="status-instances">
        {status.instances.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 2 }}>
            No server has reported in the last 10 minutes.
          </Typography>
        ) : (
          <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
            {status.instances.map((instance) => (
              <Stack
                key={instance.id}
                direction="row"
                sx={{ px: 2, py: 1.5, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
                data-testid="status-instance"
              >
                <DnsRounded color="action" />
                <Box sx={{ minWidth: 200, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                    {instance.hostname} · pid {instance.pid}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    Version {instance.version} · started {formatAge(instance.startedAt, now)} · seen{' '}
                    {formatAge(instance.lastSeenAt, now)}
                  </Typography>
                </Box>
                {instance.current ? <Chip size="small" label="Answered this page" /> : null}
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}

const BACKUP_NOTES: Record<BackupHealth, string> = {
  off: 'No nightly backup: set BACKUP_DIR',
  'none-yet': 'Scheduled nightly; none made yet',
  fresh: 'Nightly',
  late: 'Late: the nightly backup has not run',
};

function BackupTile({ backup, health, now }: { backup: TSystemStatus['backup']; health: BackupHealth; now: number }) {
  return (
    <Tile
      label="Last backup"
      value={backup.last ? formatAge(backup.last.at, now) : 'None'}
      note={
        backup.last
          ? `${formatBytes(backup.last.bytes)} · ${BACKUP_NOTES[health]}${backup.keep ? `, ${backup.keep} kept` : ''}`
          : BACKUP_NOTES[health]
      }
      tone={health === 'fresh' ? 'ok' : health === 'late' || health === 'off' ? 'warning' : 'neutral'}
      testId="status-backup"
    />
  );
}

function FailedJobs({ jobs, now }: { jobs: TFailedJob[]; now: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const retry = useRetryFailedJob();
  const discard = useDiscardFailedJob();
  const [discarding, setDiscarding] = useState<TFailedJob | null>(null);
  return (
    <Section title="Failed jobs" testId="status-failed-jobs">
      {jobs.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center' }}>
          <CheckCircleRounded color="success" fontSize="small" />
          <Typography color="textSecondary">No job has failed for good.</Typography>
        </Stack>
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {jobs.map((job) => (
            <Stack
              key={job.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ px: 2, py: 1.5, alignItems: { sm: 'center' } }}
              data-testid="status-failed-job"
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, wordBreak: 'break-all' }}>
                  {job.queue}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {job.error || 'No error was recorded.'}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}
                  {job.failedAt ? ` · failed ${formatAge(job.failedAt, now)}` : ''}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<ReplayRounded />}
                  loading={retry.isPending && retry.variables?.id === job.id}
                  onClick={() =>
                    retry.mutate(
                      { queue: job.queue, id: job.id },
                      { onSuccess: () => enqueueSnackbar('The job runs again.', { variant: 'success' }) },
                    )
                  }
                  data-testid="status-retry"
                >
                  Retry
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlineRounded />}
                  onClick={() => setDiscarding(job)}
                  data-testid="status-discard"
                >
                  Discard
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this failed job?"
        text={
          discarding
            ? `The ${discarding.queue} job is deleted and never runs again. What it was doing is not done.`
            : ''
        }
        confirmLabel="Discard"
        destructive
        loading={discard.isPending}
        onConfirm={() => {
          if (!discarding) return;
          discard.mutate(
            { queue: discarding.queue, id: discarding.id },
            {
              onSuccess: () => {
                setDiscarding(null);
                enqueueSnackbar('The job was discarded.', { variant: 'success' });
              },
            },
          );
        }}
        onClose={() => setDiscarding(null)}
        testId="status-discard-confirm"
      />
    </Section>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" data-testid={testId}>
      <Typography variant="h3" component="h3" sx={{ mb: 1.25 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {children}
      </Paper>
    </Box>
  );
}

type Tone = 'ok' | 'warning' | 'error' | 'neutral';

function Tile({
  label,
  value,
  note,
  tone = 'neutral',
  testId,
}: {
  label: string;
  value: string;
  note: string;
  tone?: Tone;
  testId: string;
}) {
  const icon =
    tone === 'ok' ? (
      <CheckCircleRounded color="success" fontSize="small" />
    ) : tone === 'warning' ? (
      <WarningAmberRounded color="warning" fontSize="small" />
    ) : tone === 'error' ? (
      <ErrorOutlineRounded color="error" fontSize="small" />
    ) : null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        {icon}
      </Stack>
      <Typography sx={{ fontSize: { xs: 21, sm: 26 }, fontWeight: 700, mt: 0.5, lineHeight: 1.2 }}>{value}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {note}
      </Typography>
    </Paper>
  );
}
