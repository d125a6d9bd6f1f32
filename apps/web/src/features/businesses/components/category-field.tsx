import { OTHER_CATEGORY_KEY, OTHER_CATEGORY_LABEL, type TBusinessCategory } from '@cardora/contract';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { FormTextField } from '#components/form/form-text-field';
import { useCategoryName } from '#i18n/category-name';
import { useBusinessCategories } from '../hooks/use-business-categories';

interface CategoryFieldProps<T extends FieldValues, C, O> {
  name: Path<T>;
  /** The typed category, asked for when "Other" is chosen. */
  otherName: Path<T>;
  control: Control<T, C, O>;
  disabled?: boolean;
}

/** "Other", offered last whatever is typed: no trade is a dead end. */
const OTHER_OPTION: TBusinessCategory = {
  imageSubcategoryId: OTHER_CATEGORY_KEY,
  key: OTHER_CATEGORY_KEY,
  imageSubcategoryName: OTHER_CATEGORY_LABEL,
};
// Matches what the person types against the name shown and, for a built-in category shown in
// Hindi, its English name too (people type "Sweet" as often as "मिठाई").
const filterListed = createFilterOptions<TBusinessCategory & { shown: string }>({
  stringify: (option) => `${option.shown} ${option.imageSubcategoryName}`,
});

/**
 * A searchable picker of the business categories; the form keeps the category key. "Other" comes
 * last, always: choosing it asks for the category in the person's own words (prefilled with what
 * they searched for), which the business then shows.
 */
export function CategoryField<T extends FieldValues, C, O>({
  name,
  otherName,
  control,
  disabled,
}: CategoryFieldProps<T, C, O>) {
  const { t } = useTranslation('customer');
  const categoryName = useCategoryName();
  const categories = useBusinessCategories();
  const listed = categories.data ?? [];
  const options = categories.data ? [...listed, OTHER_OPTION] : [];
  const typed = useController({ name: otherName, control });
  const [search, setSearch] = useState('');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const other = field.value === OTHER_CATEGORY_KEY;
        return (
          <Stack spacing={2.25}>
            <Autocomplete
              options={options}
              loading={categories.isPending}
              disabled={disabled}
              value={options.find((option) => option.key === field.value) ?? null}
              onChange={(_event, option) => {
                const key = option?.key ?? '';
                field.onChange(key);
                const words = search.trim();
                if (key !== OTHER_CATEGORY_KEY) {
                  // The typed category goes with "Other": another choice drops it.
                  if (typed.field.value) typed.field.onChange('' as PathValue<T, Path<T>>);
                } else if (
                  !typed.field.value &&
                  words &&
                  words !== OTHER_CATEGORY_LABEL &&
                  words !== t('category.otherChosen')
                ) {
                  typed.field.onChange(words as PathValue<T, Path<T>>);
                }
              }}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setSearch(value);
              }}
              onBlur={field.onBlur}
              filterOptions={(all, state) => [
                ...filterListed(
                  all
                    .filter((option) => option.key !== OTHER_CATEGORY_KEY)
                    .map((option) => ({ ...option, shown: categoryName(option.key, option.imageSubcategoryName) })),
                  { ...state, getOptionLabel: (option) => option.shown },
                ),
                OTHER_OPTION,
              ]}
              getOptionLabel={(option) =>
                option.key === OTHER_CATEGORY_KEY
                  ? t('category.otherChosen')
                  : categoryName(option.key, option.imageSubcategoryName)
              }
              isOptionEqualToValue={(option, value) => option.key === value.key}
              renderOption={({ key, ...props }, option) => (
                <Box
                  component="li"
                  key={key}
                  {...props}
                  data-testid={option.key === OTHER_CATEGORY_KEY ? 'business-category-other' : undefined}
                >
                  {option.key === OTHER_CATEGORY_KEY ? (
                    <Stack>
                      <Typography sx={{ fontWeight: 600 }}>{t('category.other')}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {t('category.otherHint')}
                      </Typography>
                    </Stack>
                  ) : (
                    categoryName(option.key, option.imageSubcategoryName)
                  )}
                </Box>
              )}
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('category.label')}
                  error={Boolean(fieldState.error) || categories.isError}
                  helperText={
                    fieldState.error?.message ??
                    (categories.isError ? errorMessage(categories.error) : t('category.help'))
                  }
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'business-category-input' },
                  }}
                />
              )}
              data-testid="business-category"
            />
            {other ? (
              <FormTextField
                control={control}
                name={otherName}
                label={t('category.ownLabel')}
                placeholder={t('category.ownPlaceholder')}
                helperText={t('category.ownHelp')}
                disabled={disabled}
                autoFocus={!typed.field.value}
                slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'business-other-category' } }}
              />
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
