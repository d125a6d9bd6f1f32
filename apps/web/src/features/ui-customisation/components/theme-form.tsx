import {
  type TUiCustomisation,
  type TUiTheme,
  type TUiThemeInput,
  themeContrastIssues,
  uiThemeFormValues,
  WCAG_AA_CONTRAST,
  ZUiThemeInput,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '#api/api-error';
import { FormColourField } from '#components/form/form-colour-field';
import { FormTextField } from '#components/form/form-text-field';
import { useSaveUiCustomisation } from '../hooks/use-ui-customisation';
import { applyServerErrors } from '../server-errors';
import { ImageUploadField } from './image-upload-field';
import { ThemePreview } from './theme-preview';

const THEME_FIELDS = [
  'appName',
  'primaryColor',
  'secondaryColor',
  'logoUrl',
  'faviconUrl',
  'loginBackgroundUrl',
] as const satisfies readonly (keyof TUiThemeInput)[];
/** The Theme tab: app name, colours (AA checked as they change), logo, favicon, sign-in background, a live preview. */
export function ThemeForm({ customisation, agencyId }: { customisation: TUiCustomisation; agencyId: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveUiCustomisation(agencyId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TUiThemeInput, unknown, TUiTheme>({
    resolver: zodResolver(ZUiThemeInput),
    defaultValues: uiThemeFormValues(customisation),
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const issues = themeContrastIssues({
    primaryColor: values.primaryColor ?? '',
    secondaryColor: values.secondaryColor ?? '',
  });

  const submit = form.handleSubmit(async (theme) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ type: 'theme', theme });
      form.reset(uiThemeFormValues(saved));
      enqueueSnackbar(`Theme saved. ${saved.agencyName}'s pages show it now.`, { variant: 'success' });
    } catch (error) {
      const placed = applyServerErrors(error, 'theme', THEME_FIELDS, form.setError);
      setProblem(placed ? 'Some fields need a look: see the messages in red.' : errorMessage(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="theme-form"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5}>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h4" component="h2">
              Name and colours
            </Typography>
            <FormTextField
              control={form.control}
              name="appName"
              label="App name"
              helperText="Shown on the sign-in page, the panel, e-mails and SMS, and under public cards."
              slotProps={{ htmlInput: { 'data-testid': 'theme-app-name' } }}
            />
            <FormColourField
              control={form.control}
              name="primaryColor"
              label="Primary colour"
              pickerLabel="Primary colour: pick"
              helperText="Buttons, links and the sign-in band. White text goes on it."
              testId="theme-primary"
            />
            <FormColourField
              control={form.control}
              name="secondaryColor"
              label="Accent colour"
              pickerLabel="Accent colour: pick"
              helperText="The top bar and the partner sign-in. White text goes on it."
              testId="theme-accent"
            />
            {issues.length > 0 ? (
              <Alert severity="warning" data-testid="contrast-warning">
                <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                  Hard to read: this theme cannot be saved yet.
                </Typography>
                {issues.map((issue) => (
                  <Typography key={issue.field} variant="body2" component="p">
                    {issue.field === 'primaryColor' ? 'Primary' : 'Accent'}: {issue.message}
                  </Typography>
                ))}
                <Typography variant="body2" component="p" sx={{ mt: 0.5 }}>
                  Pick a darker shade (WCAG AA asks {WCAG_AA_CONTRAST}:1 for text).
                </Typography>
              </Alert>
            ) : (
              <Alert severity="success" variant="outlined" data-testid="contrast-ok">
                White text reads well on both colours (WCAG AA).
              </Alert>
            )}
          </Stack>
        </Card>

        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h4" component="h2">
              Images
            </Typography>
            {(
              [
                ['logoUrl', 'Logo', 'Square, at least 256 px. PNG with a transparent background looks best.', 1],
                ['faviconUrl', 'Favicon', 'The browser tab icon. Square; without one, the logo is used.', 1],
                [
                  'loginBackgroundUrl',
                  'Sign-in background',
                  'A wide photo behind the sign-in band, tinted with the primary colour.',
                  2.5,
                ],
              ] as const
            ).map(([name, label, hint, aspect]) => (
              <Controller
                key={name}
                name={name}
                control={form.control}
                render={({ field, fieldState }) => (
                  <ImageUploadField
                    label={label}
                    hint={hint}
                    value={field.value ?? null}
                    onChange={(url) => field.onChange(url)}
                    agencyId={agencyId}
                    error={fieldState.error?.message}
                    aspect={aspect}
                    optional
                    testId={`theme-${name}`}
                  />
                )}
              />
            ))}
          </Stack>
        </Card>

        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveRounded />}
            loading={save.isPending}
            disabled={issues.length > 0}
            data-testid="theme-save"
          >
            Save theme
          </Button>
        </Box>
      </Stack>

      <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <Typography variant="overline" color="textSecondary" component="p" sx={{ mb: 1, textAlign: 'center' }}>
          Live preview
        </Typography>
        <ThemePreview
          appName={values.appName ?? ''}
          primaryColor={values.primaryColor ?? ''}
          secondaryColor={values.secondaryColor ?? ''}
          logoUrl={values.logoUrl ?? null}
          loginBackgroundUrl={values.loginBackgroundUrl ?? null}
        />
      </Box>
    </Box>
  );
}
