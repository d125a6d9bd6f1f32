// Assign or move a tag: search the agency's businesses (the All Businesses list's endpoint) and
// pick one with a digital card. A business without a card is shown but cannot be picked; the
// server refuses one anyway (409) and its message is shown here. A business whose card has a
// team offers its members too: the tag then opens that member's page
// (docs/product-rules.md#staff-cards); picking the tag's own business changes only the member.
import { type TTag, ZClaimTagBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useBusinessList } from '#features/businesses';
import { useMessage } from '#i18n/use-message';
import { useDebounced } from '#lib/use-debounced';
import { useUpdateTag } from '../hooks/use-tags';
import { canHoldTag, printedTagCode, type TagBusinessOption, tagBusinessOption } from '../tag-format';
import { TagMemberField } from './tag-member-field';

type PickIn = z.input<typeof ZClaimTagBody>;
type PickOut = z.output<typeof ZClaimTagBody>;

const SERVER_FIELDS = fieldsNamedAlike('businessId', 'memberId');

export function AssignTagDialog({ tag, onClose }: { tag: TTag | null; onClose: () => void }) {
  return (
    <FormDialog open={tag !== null} onClose={onClose} maxWidth="sm" fullScreenBelow="sm" testId="tag-assign-dialog">
      {tag ? <AssignTagForm key={tag.code} tag={tag} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function AssignTagForm({ tag, onClose }: { tag: TTag; onClose: () => void }) {
  const { t } = useTranslation('customer');
  const translate = useMessage();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateTag(true);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<TagBusinessOption | null>(null);
  const search = useDebounced(input.trim(), 300);
  // While the field shows the picked business's name, list every business rather than that one.
  const businesses = useBusinessList({
    pageSize: 20,
    ...(search && search !== picked?.businessName ? { search } : {}),
  });
  // The tag's own business stays in the list: picked again, only its team member changes.
  const options = (businesses.data?.list ?? []).map(tagBusinessOption);
  const moving = tag.businessId !== null;
  const form = useForm<PickIn, unknown, PickOut>({
    resolver: zodResolver(ZClaimTagBody),
    defaultValues: { businessId: '', memberId: null },
  });
  const submitting = form.formState.isSubmitting;
  const pickedBusinessId = useWatch({ control: form.control, name: 'businessId' });
  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async ({ businessId, memberId = null }) => {
    // The tag's own business: only the member changes (a memberId alone is the present business's).
    const body = businessId === tag.businessId ? { memberId } : { businessId, memberId };
    const done = await update.mutateAsync({ code: tag.code, body });
    enqueueSnackbar(
      t('tags.admin.assignForm.done', { code: printedTagCode(done.code), business: done.businessName ?? '' }),
      { variant: 'success' },
    );
    onClose();
  });
  const code = printedTagCode(tag.code);

  return (
    <FormDialogBody
      onSubmit={submit}
      testId="tag-assign-form"
      title={moving ? t('tags.admin.assignForm.moveTitle', { code }) : t('tags.admin.assignForm.assignTitle', { code })}
      spacing={2}
      intro={
        <Box>
          <Typography variant="body2" color="textSecondary">
            {t('tags.admin.assignForm.intro')}
          </Typography>
          {moving ? (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="tag-assign-now">
              {t('tags.admin.assignForm.now', { business: tag.businessName ?? '' })}
            </Typography>
          ) : null}
        </Box>
      }
      formError={formError}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={moving ? t('tags.admin.assignForm.move') : t('tags.admin.assignForm.assign')}
      submitTestId="tag-assign-save"
    >
      <Controller
        control={form.control}
        name="businessId"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={options}
            value={picked}
            onChange={(_event, option) => {
              setPicked(option);
              field.onChange(option?.businessId ?? '');
              // Another business's card has other members: start again from its card.
              form.setValue('memberId', null);
            }}
            inputValue={input}
            onInputChange={(_event, next) => setInput(next)}
            getOptionLabel={(option) => option.businessName}
            getOptionDisabled={(option) => !canHoldTag(option)}
            isOptionEqualToValue={(option, value) => option.businessId === value.businessId}
            filterOptions={(all) => all}
            loading={businesses.isFetching}
            noOptionsText={t('tags.admin.assignForm.noMatch')}
            autoHighlight
            disabled={submitting}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props} data-testid="tag-business-option">
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{option.businessName}</Typography>
                  <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                    {option.cardId ? `/${option.cardId}` : t('tags.admin.assignForm.noCard')}
                  </Typography>
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('tags.admin.assignForm.business')}
                placeholder={t('tags.admin.assignForm.search')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? translate(fieldState.error.message) : undefined}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'tag-business-input' },
                }}
              />
            )}
          />
        )}
      />
      <TagMemberField
        control={form.control}
        businessId={pickedBusinessId || null}
        words="tags.admin.assignForm"
        testId="tag-assign-member"
        disabled={submitting}
      />
    </FormDialogBody>
  );
}
