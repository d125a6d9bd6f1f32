import {
  GLOSSARY,
  type TVideoTemplate,
  VIDEO_MAX_DURATION_SEC,
  VIDEO_MESSAGES,
  type VideoSlotField,
} from '@cardora/contract';
import { toNestErrors } from '@hookform/resolvers';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { errorMessage, isApiError } from '#api/api-error';
import { useSourceVideo } from '../hooks/use-source-video';
import { useAdminVideoTemplate, useRemakePreview, useSaveVideoTemplate } from '../hooks/use-template-admin';
import {
  checkTemplateForm,
  formPathOfServerField,
  newTemplateForm,
  type SourceInfo,
  sentSlotFields,
  slotsForKind,
  statusFieldsOf,
  stretchSlots,
  type TemplateForm,
  templateFormOf,
} from '../template-form';
import { PreviewPanel } from './preview-panel';
import { SlotCanvas } from './slot-canvas';
import { SlotList } from './slot-list';
import { TemplateFields } from './template-fields';

type SaveStage = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'checking' };

/**
 * Add or edit a video template: the video and music, name, category, kind and length, and the
 * slots (switch each on, drag it on the frame or type its place, set its time and look). Save
 * uploads with a progress bar; the dialog then stays on the saved template while the server makes
 * its sample preview, and publishes it from there.
 */
export function TemplateDialog({
  template: startTemplate,
  categories,
  onClose,
}: {
  /** null: a new template. */
  template: TVideoTemplate | null;
  categories: string[];
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { enqueueSnackbar } = useSnackbar();
  const [savedId, setSavedId] = useState<string | null>(startTemplate?.id ?? null);
  const saved = useAdminVideoTemplate(savedId);
  const template = saved.data ?? startTemplate;
  const save = useSaveVideoTemplate();
  const publish = useSaveVideoTemplate();
  const remake = useRemakePreview();
  const [stage, setStage] = useState<SaveStage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<VideoSlotField | null>('businessName');
  const contentRef = useRef<HTMLDivElement>(null);

  // The resolver reads the source and the template id as they are when the form is checked.
  const context = useRef<{ templateId?: string; source: SourceInfo | null }>({ source: null });
  const resolver: Resolver<TemplateForm> = async (values, _context, options) => {
    const check = checkTemplateForm(values, context.current);
    if (check.ok) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const [path, message] of Object.entries(check.errors)) flat[path] = { type: 'check', message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
  const form = useForm<TemplateForm>({
    defaultValues: startTemplate ? templateFormOf(startTemplate) : newTemplateForm(),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [video, kind, duration, slots] = useWatch({
    control: form.control,
    name: ['video', 'kind', 'duration', 'slots'],
  });
  const source = useSourceVideo(video, template);
  context.current = {
    templateId: template?.id,
    source: source.kind === 'read' && (video || template) ? source.info : null,
  };

  // A newly chosen video sets the length (up to 30 s), and the slots' times follow it.
  const probedFor = useRef<File | null>(null);
  useEffect(() => {
    if (source.kind !== 'read' || !video || probedFor.current === video) return;
    probedFor.current = video;
    const length = Math.floor(Math.min(source.info.duration, VIDEO_MAX_DURATION_SEC) * 10) / 10;
    const current = form.getValues();
    if (!Number.isFinite(length) || length <= 0 || length === current.duration) return;
    form.setValue('slots', stretchSlots(current.slots, current.duration, length), { shouldDirty: true });
    form.setValue('duration', length, { shouldDirty: true });
  }, [source, video, form]);

  // Another kind: slots still at the old kind's default boxes move to the new kind's.
  const kindBefore = useRef(kind);
  useEffect(() => {
    if (kindBefore.current === kind) return;
    const current = form.getValues();
    form.setValue('slots', slotsForKind(current.slots, kindBefore.current, kind), { shouldDirty: true });
    kindBefore.current = kind;
  }, [kind, form]);

  const busy = stage.kind !== 'idle';
  const submit = form.handleSubmit(
    async (values) => {
      const check = checkTemplateForm(values, context.current);
      if (!check.ok) return;
      setProblem(null);
      setStage({ kind: 'uploading', fraction: 0 });
      const sent = sentSlotFields(values.slots);
      try {
        const result = await save.mutateAsync({
          fields: check.fields,
          video: values.video,
          music: values.music,
          onProgress: (fraction) => setStage(fraction >= 1 ? { kind: 'checking' } : { kind: 'uploading', fraction }),
        });
        setSavedId(result.id);
        form.reset(templateFormOf(result));
        // The preview and Publish are at the top: bring them into view.
        contentRef.current?.scrollTo({ top: 0, behavior: 'smooth' });
        enqueueSnackbar(template ? 'Template saved. Making its preview…' : 'Template added. Making its preview…', {
          variant: 'success',
        });
      } catch (error) {
        let placed = false;
        if (isApiError(error)) {
          for (const [serverField, message] of Object.entries(error.fields)) {
            const path = formPathOfServerField(serverField, sent);
            if (!path) continue;
            form.setError(path, { type: 'server', message }, { shouldFocus: !placed });
            const slotField = /^slots\.(\w+)\./.exec(path)?.[1];
            const match = sent.find((name) => name === slotField);
            if (match && !placed) setSelected(match);
            placed = true;
          }
        }
        // A 413/415 names no field: it is about the music when it says so, else the video.
        if (!placed && isApiError(error) && (error.status === 413 || error.status === 415)) {
          const music = error.message === VIDEO_MESSAGES.notAudio || error.message === VIDEO_MESSAGES.musicTooLarge;
          form.setError(music ? 'music' : 'video', { type: 'server', message: error.message });
          placed = true;
        }
        setProblem(placed ? `${errorMessage(error)} See the fields marked in red.` : errorMessage(error));
      } finally {
        setStage({ kind: 'idle' });
      }
    },
    (errors) => {
      setProblem('Some fields need a look: see the messages in red.');
      const slotErrors = errors.slots;
      const first = slotErrors ? sentSlotFields(form.getValues('slots')).find((field) => slotErrors[field]) : undefined;
      if (first) setSelected(first);
    },
  );

  const togglePublish = (published: boolean) => {
    if (!template) return;
    publish.mutate(
      { fields: statusFieldsOf(template, published ? 'published' : 'draft') },
      {
        onSuccess: (result) => {
          form.resetField('status', { defaultValue: result.status });
          enqueueSnackbar(
            published ? `${result.name} is published: customers see it now.` : `${result.name} is a draft again.`,
            { variant: 'success' },
          );
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const invalid = new Set<VideoSlotField>(
    sentSlotFields(slots).filter((field) => form.formState.errors.slots?.[field] !== undefined),
  );
  const shownSlots = sentSlotFields(slots).map((field) => ({ field, draft: slots[field] }));
  const safeDuration = Number.isFinite(duration) && duration > 0 ? duration : 10;
  const sourceUrl = source.kind === 'none' ? null : source.url;
  const dirty = form.formState.isDirty;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="template-dialog-title"
      data-testid="template-dialog"
    >
      <DialogTitle id="template-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {template ? `Edit ${template.name}` : 'Add a video template'}
        </Box>
        <IconButton onClick={onClose} disabled={busy} aria-label="Close" data-testid="template-dialog-close">
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent ref={contentRef} dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          id="template-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 0 }, minWidth: 0, zIndex: 1 }}>
            <SlotCanvas
              kind={kind}
              sourceUrl={sourceUrl}
              posterUrl={video ? null : (template?.posterUrl ?? null)}
              duration={safeDuration}
              slots={shownSlots}
              selected={selected}
              invalid={invalid}
              onSelect={setSelected}
              onMove={(field, box) => {
                for (const key of ['x', 'y', 'width', 'height'] as const)
                  form.setValue(`slots.${field}.${key}`, box[key], {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  });
              }}
            />
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {template && savedId ? (
              <PreviewPanel
                template={template}
                onPublish={togglePublish}
                publishing={publish.isPending}
                onRemake={() => remake.mutate(template.id, { onError: (error) => setProblem(errorMessage(error)) })}
                remaking={remake.isPending}
                dirty={dirty}
              />
            ) : null}
            <TemplateFields form={form} template={template} categories={categories} source={source} />
            <Box>
              <Typography variant="h5" component="h3">
                Slots
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
                What each customer's video shows, where and when. Up to three photos come from the customer.
              </Typography>
              <SlotList form={form} duration={safeDuration} selected={selected} onSelect={setSelected} />
            </Box>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, display: 'block' }}>
        {stage.kind !== 'idle' ? (
          <Box sx={{ mb: 1.25 }} data-testid="template-upload">
            <LinearProgress
              variant={stage.kind === 'uploading' ? 'determinate' : 'indeterminate'}
              value={stage.kind === 'uploading' ? Math.round(stage.fraction * 100) : undefined}
              sx={{ height: 6, borderRadius: 3 }}
              aria-label="Uploading the template"
              data-testid="template-upload-progress"
            />
            <Typography variant="caption" color="textSecondary">
              {stage.kind === 'uploading' ? `Uploading… ${Math.round(stage.fraction * 100)}%` : 'Checking the video…'}
            </Typography>
          </Box>
        ) : null}
        {problem ? (
          <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 1.25 }} data-testid="template-error">
            {problem}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {savedId && !dirty ? GLOSSARY.done : GLOSSARY.cancel}
          </Button>
          <Button
            type="submit"
            form="template-form"
            variant="contained"
            startIcon={<SaveRounded />}
            loading={busy}
            disabled={Boolean(savedId) && !dirty}
            data-testid="template-save"
          >
            {template ? 'Save' : 'Add template'}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
