// The post's fields, shared by the upload dialog (for every file at once) and the edit dialog:
// category then its subcategory, language, layout, the festival day, tags, and a title.
import { BUSINESS_CATEGORY_IMAGE_CATEGORY, IMAGE_POST_LANGUAGES, LAYOUT_TYPES } from '@cardora/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { errorMessage } from '#api/api-error';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { FestivalPicker } from '#features/festivals';
import type { TPostForm } from '../hooks/use-post-form';
import { useImageCategories, useImageSubcategories, useImageTags } from '../hooks/use-reference-data';
import { LANGUAGE_LABELS, LAYOUT_HINTS } from '../labels';
import { SuitedCategoriesField } from './suited-categories-field';

const LANGUAGE_OPTIONS = IMAGE_POST_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const LAYOUT_OPTIONS = LAYOUT_TYPES.map((value) => ({ value, label: LAYOUT_HINTS[value] }));

export function PostFields({
  form,
  disabled = false,
  testIdPrefix,
  columns = 2,
}: {
  form: UseFormReturn<TPostForm>;
  disabled?: boolean;
  testIdPrefix: string;
  /** Two side by side from a tablet up, or one (beside the upload's file list). */
  columns?: 1 | 2;
}) {
  const { control } = form;
  const categories = useImageCategories();
  const categoryId = useWatch({ control, name: 'imageCategoryId' });
  const subcategories = useImageSubcategories(categoryId || null);
  const tags = useImageTags();
  const category = categories.data?.find((item) => item.imageCategoryId === categoryId);
  const isBusinessCategory = category?.name === BUSINESS_CATEGORY_IMAGE_CATEGORY;
  const tagOptions = tags.data ?? [];
  const schedule = useWatch({ control, name: 'schedule' });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' } }}>
      <Controller
        control={control}
        name="imageCategoryId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Category"
            required
            name={field.name}
            value={categories.data ? field.value : ''}
            onChange={(event) => {
              field.onChange(event.target.value);
              form.setValue('imageSubcategoryId', '');
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled || categories.isPending}
            error={Boolean(fieldState.error) || categories.isError}
            helperText={
              fieldState.error?.message ??
              (categories.isError
                ? errorMessage(categories.error)
                : categories.data?.length === 0
                  ? 'There are no categories yet: add one on the Categories tab.'
                  : ' ')
            }
            slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-category` } }}
          >
            {(categories.data ?? []).map((option) => (
              <MenuItem key={option.imageCategoryId} value={option.imageCategoryId}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormSelectField
        control={control}
        name="imageSubcategoryId"
        label="Subcategory"
        required
        disabled={disabled || !categoryId || subcategories.isPending}
        options={(subcategories.data ?? []).map((option) => ({
          value: option.imageSubcategoryId,
          label: option.name,
        }))}
        helperText={
          !categoryId
            ? 'Choose a category first.'
            : subcategories.isError
              ? errorMessage(subcategories.error)
              : subcategories.data?.length === 0
                ? 'This category has no subcategories yet: add one on the Categories tab.'
                : isBusinessCategory
                  ? 'Posts here reach the businesses of this trade.'
                  : ' '
        }
        testId={`${testIdPrefix}-subcategory`}
      />
      <FormSelectField
        control={control}
        name="language"
        label="Language"
        disabled={disabled}
        options={LANGUAGE_OPTIONS}
        helperText="The language of the text on the post."
        testId={`${testIdPrefix}-language`}
      />
      <FormSelectField
        control={control}
        name="layout"
        label="Layout"
        disabled={disabled}
        options={LAYOUT_OPTIONS}
        helperText=" "
        testId={`${testIdPrefix}-layout`}
      />
      {/* On a date, or on a festival whose date the calendar computes every year (docs/product-rules.md#festival-calendar). */}
      <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'grid', gap: 1.5 }}>
        <Controller
          control={control}
          name="schedule"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={field.value}
              disabled={disabled}
              onChange={(_event, next: 'date' | 'festival' | null) => {
                if (next) field.onChange(next);
              }}
              aria-label="When customers see it"
              data-testid={`${testIdPrefix}-schedule`}
            >
              <ToggleButton value="date" data-testid={`${testIdPrefix}-on-date`}>
                On a date
              </ToggleButton>
              <ToggleButton value="festival" data-testid={`${testIdPrefix}-on-festival`}>
                On a festival
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        {schedule === 'festival' ? (
          <Controller
            control={control}
            name="festivalKey"
            render={({ field, fieldState }) => (
              <FestivalPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                error={fieldState.error?.message}
                testId={`${testIdPrefix}-festival`}
              />
            )}
          />
        ) : (
          <FormTextField
            control={control}
            name="date"
            type="date"
            label="Day (optional)"
            disabled={disabled}
            helperText="Customers see it on this day. Leave empty for a post that suits any day."
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testIdPrefix}-date` } }}
          />
        )}
      </Box>
      <Controller
        control={control}
        name="imageTagIds"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={tagOptions}
            loading={tags.isPending}
            disabled={disabled}
            value={tagOptions.filter((tag) => field.value.includes(tag.imageTagId))}
            onChange={(_event, chosen) => field.onChange(chosen.map((tag) => tag.imageTagId))}
            onBlur={field.onBlur}
            getOptionLabel={(tag) => tag.name}
            isOptionEqualToValue={(option, value) => option.imageTagId === value.imageTagId}
            filterSelectedOptions
            renderValue={(chosen, getItemProps) =>
              chosen.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag.name} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Tags (optional)"
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (tagOptions.length === 0 && !tags.isPending
                    ? 'No tags yet: add some on the Tags tab.'
                    : 'Help people find the post by search.')
                }
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testIdPrefix}-tags` },
                }}
              />
            )}
          />
        )}
      />
      <SuitedCategoriesField form={form} disabled={disabled} testIdPrefix={testIdPrefix} />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <FormTextField
          control={control}
          name="title"
          label="Title (optional)"
          disabled={disabled}
          helperText="Shown to customers under the post, e.g. Happy Diwali."
          slotProps={{ htmlInput: { maxLength: 120, 'data-testid': `${testIdPrefix}-title` } }}
        />
      </Box>
    </Box>
  );
}
