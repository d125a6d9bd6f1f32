// "Suits these businesses": the business categories a post is for. None chosen: every business
// sees it; chosen: those businesses see it first, and others only when they browse for it
// (docs/product-rules.md#greetings-relevance).
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '#api/api-error';
import { useBusinessCategories } from '#features/businesses';
import type { TPostForm } from '../hooks/use-post-form';

export function SuitedCategoriesField({
  form,
  disabled,
  testIdPrefix,
}: {
  form: UseFormReturn<TPostForm>;
  disabled: boolean;
  testIdPrefix: string;
}) {
  const categories = useBusinessCategories();
  const options = categories.data ?? [];
  return (
    <Controller
      control={form.control}
      name="suitedCategories"
      render={({ field, fieldState }) => {
        // A key no longer listed still shows (by its key) so saving does not drop it silently.
        const chosen = field.value.map(
          (key) => options.find((option) => option.key === key) ?? { key, imageSubcategoryName: key },
        );
        return (
          <Autocomplete
            multiple
            options={options}
            loading={categories.isPending}
            disabled={disabled}
            value={chosen}
            onChange={(_event, next) => field.onChange(next.map((option) => option.key))}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.imageSubcategoryName}
            isOptionEqualToValue={(option, value) => option.key === value.key}
            filterSelectedOptions
            renderValue={(values, getItemProps) =>
              values.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option.imageSubcategoryName} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Suits these businesses"
                placeholder={chosen.length === 0 ? 'Every business' : undefined}
                error={Boolean(fieldState.error) || categories.isError}
                helperText={
                  fieldState.error?.message ??
                  (categories.isError
                    ? errorMessage(categories.error)
                    : chosen.length === 0
                      ? 'Every business: leave empty for a post that suits any trade.'
                      : 'These businesses see it first; other trades only find it by browsing.')
                }
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `${testIdPrefix}-suited` },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}
