// The text-layer editor of an image post: place up to three boxes of text on the art, write
// each in the post languages (a tab per language, each saying whether it is written), see it
// in the browser while dragging and exactly as customers get it from the server, then save.
// docs/product-rules.md#greetings-text-layers
import '#lib/script-fonts';
import {
  IMAGE_POST_LANGUAGE_NAMES,
  type ImagePostLanguage,
  TEXT_LAYERS_MAX,
  type TImagePost,
  type TTextLayerBox,
} from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import TextFieldsRounded from '@mui/icons-material/TextFieldsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage, isApiError } from '#api/api-error';
import { ConfirmDialog } from '#components/confirm-dialog';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';
import { FormDialog } from '#components/dialog/form-dialog';
import { EmptyState } from '#components/empty-state';
import { useObjectUrl } from '#lib/use-object-url';
import { useSaveTextLayers, useTextPreview } from '../../hooks/use-text-layers';
import { LanguageTabs } from './language-tabs';
import { LayerCanvas } from './layer-canvas';
import { LayerControls } from './layer-controls';
import { type EditorLayer, layerError, layersToSend, newLayer, ROLE_LABELS } from './layer-model';

function errorOf(error: unknown): { layer: number | null; message: string } | null {
  if (!error) return null;
  if (isApiError(error)) return layerError({ message: error.message, fields: error.fields });
  return { layer: null, message: errorMessage(error) };
}

function TextLayersEditor({ post, onClose }: { post: TImagePost; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [layers, setLayers] = useState<EditorLayer[]>(() => post.textLayers ?? []);
  const [language, setLanguage] = useState<ImagePostLanguage>(post.language);
  const [selected, setSelected] = useState<number | null>(layers.length > 0 ? 0 : null);
  const [confirmRemoveAll, setConfirmRemoveAll] = useState(false);
  const save = useSaveTextLayers(post.imageId);
  const preview = useTextPreview();
  const previewUrl = useObjectUrl(preview.data);
  const [previewedLanguage, setPreviewedLanguage] = useState<ImagePostLanguage | null>(null);
  const busy = save.isPending;
  const problem = errorOf(save.error) ?? errorOf(preview.error);
  const current = selected === null ? undefined : layers[selected];

  const change = (index: number, layer: EditorLayer) => {
    setLayers((all) => all.map((one, i) => (i === index ? layer : one)));
    save.reset();
  };
  const moveBox = (index: number, box: TTextLayerBox) => {
    const layer = layers[index];
    if (layer) change(index, { ...layer, box });
  };
  const add = () => {
    setLayers((all) => [...all, newLayer(all, language)]);
    setSelected(layers.length);
  };
  const remove = (index: number) => {
    setLayers((all) => all.filter((_layer, i) => i !== index));
    setSelected(layers.length > 1 ? 0 : null);
    save.reset();
  };
  const submit = async (next: EditorLayer[]) => {
    try {
      await save.mutateAsync(layersToSend(next));
      enqueueSnackbar(next.length > 0 ? 'The text layers were saved.' : 'The text layers were removed.', {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const named = errorOf(error);
      if (named?.layer !== null && named?.layer !== undefined) setSelected(named.layer);
    }
  };
  const exactPreview = () => {
    setPreviewedLanguage(language);
    preview.mutate({ imageId: post.imageId, language, textLayers: layersToSend(layers) });
  };
  const artUrl = post.originalUrl ?? post.previewUrl;

  return (
    <>
      <DialogTitle sx={{ fontWeight: 700 }}>Text on the post</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          Place up to {TEXT_LAYERS_MAX} boxes of text on the picture and write them in each language. Customers get the
          language of their card; without it, the post's own language ({IMAGE_POST_LANGUAGE_NAMES[post.language]}), then
          English.
        </Typography>
        <LanguageTabs layers={layers} language={language} onChange={setLanguage} />
        {problem ? (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="text-layers-error">
            {problem.message}
          </Alert>
        ) : null}
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1.5}>
            <LayerCanvas
              artUrl={artUrl}
              layout={post.layout}
              layers={layers}
              language={language}
              selected={selected}
              onSelect={setSelected}
              onBoxChange={moveBox}
              errorLayer={problem?.layer ?? null}
            />
            <Button
              variant="outlined"
              onClick={exactPreview}
              loading={preview.isPending}
              disabled={layers.length === 0}
              data-testid="text-layers-exact-preview"
            >
              Exact preview in {IMAGE_POST_LANGUAGE_NAMES[language]}
            </Button>
            {preview.isPending ? (
              <Skeleton
                variant="rectangular"
                sx={{ width: '100%', aspectRatio: post.layout === 'STORY' ? '9 / 16' : '1 / 1', borderRadius: 1 }}
              />
            ) : previewUrl && !preview.error ? (
              <Box>
                <Typography variant="caption" color="textSecondary">
                  As customers with a {IMAGE_POST_LANGUAGE_NAMES[previewedLanguage ?? language]} card get it (before
                  their frame):
                </Typography>
                <Box
                  component="img"
                  src={previewUrl}
                  alt={`The post with its text in ${IMAGE_POST_LANGUAGE_NAMES[previewedLanguage ?? language]}`}
                  data-testid="text-layers-exact-image"
                  sx={{
                    display: 'block',
                    width: '100%',
                    maxWidth: post.layout === 'STORY' ? 340 : 520,
                    mx: 'auto',
                    borderRadius: 1,
                  }}
                />
              </Box>
            ) : null}
          </Stack>
          <Stack spacing={2}>
            {layers.length === 0 ? (
              <EmptyState
                icon={<TextFieldsRounded />}
                title="No text layers yet"
                text="The text is in the picture itself. Add a layer to write it once per language instead."
                action={
                  <Button variant="contained" startIcon={<AddRounded />} onClick={add} data-testid="text-layer-add">
                    Add a text layer
                  </Button>
                }
                testId="text-layers-empty"
              />
            ) : (
              <>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {layers.map((layer, index) => (
                    <Chip
                      // biome-ignore lint/suspicious/noArrayIndexKey: layers are kept in order and have no other identity
                      key={index}
                      label={`${index + 1}. ${ROLE_LABELS[layer.role]}`}
                      color={problem?.layer === index ? 'error' : selected === index ? 'primary' : 'default'}
                      variant={selected === index ? 'filled' : 'outlined'}
                      onClick={() => setSelected(index)}
                      data-testid={`text-layer-chip-${index}`}
                    />
                  ))}
                  {layers.length < TEXT_LAYERS_MAX ? (
                    <Chip
                      icon={<AddRounded />}
                      label="Add a layer"
                      variant="outlined"
                      onClick={add}
                      disabled={busy}
                      data-testid="text-layer-add"
                    />
                  ) : null}
                </Stack>
                {current && selected !== null ? (
                  <LayerControls
                    key={selected}
                    layer={current}
                    index={selected}
                    language={language}
                    onChange={(layer) => change(selected, layer)}
                    onRemove={() => remove(selected)}
                    disabled={busy}
                  />
                ) : (
                  <Typography color="textSecondary">Choose a layer to write its text.</Typography>
                )}
              </>
            )}
          </Stack>
        </Box>
      </DialogContent>
      <DialogCancelActions onCancel={onClose} busy={busy}>
        {(post.textLayers?.length ?? 0) > 0 ? (
          <Button color="error" onClick={() => setConfirmRemoveAll(true)} disabled={busy} sx={{ mr: 'auto' }}>
            Remove all text
          </Button>
        ) : null}
        <Button
          variant="contained"
          loading={busy}
          onClick={() => void submit(layers)}
          disabled={layers.length === 0 && (post.textLayers?.length ?? 0) === 0}
          data-testid="text-layers-save"
        >
          Save
        </Button>
      </DialogCancelActions>
      <ConfirmDialog
        open={confirmRemoveAll}
        title="Remove all text layers?"
        text="The post goes back to its picture alone: customers in every language get the same image."
        confirmLabel="Remove"
        destructive
        loading={busy}
        onConfirm={() => {
          setConfirmRemoveAll(false);
          void submit([]);
        }}
        onClose={() => setConfirmRemoveAll(false)}
      />
    </>
  );
}

/** The editor for an IMAGE post (null: closed). Full screen below a tablet. */
export function TextLayersDialog({ post, onClose }: { post: TImagePost | null; onClose: () => void }) {
  return (
    <FormDialog
      open={post !== null}
      onClose={onClose}
      maxWidth="lg"
      fullScreenBelow="tablet"
      testId="text-layers-dialog"
    >
      {post ? <TextLayersEditor key={post.imageId} post={post} onClose={onClose} /> : null}
    </FormDialog>
  );
}
