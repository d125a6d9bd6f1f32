import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error';
import { useBusinessCategories } from '../hooks/use-business-categories';

interface CategoryFieldProps<T extends FieldValues, C, O> {
  name: Path<T>;
  control: Control<T, C, O>;
  disabled?: boolean;
}

/** A searchable picker of the business categories; the form keeps the category key. */
export function CategoryField<T extends FieldValues, C, O>({ name, control, disabled }: CategoryFieldProps<T, C, O>) {
  const categories = useBusinessCategories();
  const options = categories.data ?? [];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          loading={categories.isPending}
          disabled={disabled}
          value={options.find((option) => option.key === field.value) ?? null}
          onChange={(_event, option) => field.onChange(option?.key ?? '')}
          onBlur={field.onBlur}
          getOptionLabel={(option) => option.imageSubcategoryName}
          isOptionEqualToValue={(option, value) => option.key === value.key}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Business category"
              error={Boolean(fieldState.error) || categories.isError}
              helperText={
                fieldState.error?.message ??
                (categories.isError ? errorMessage(categories.error) : 'Type to search, e.g. Sweet Shop')
              }
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'business-category-input' },
              }}
            />
          )}
          data-testid="business-category"
        />
      )}
    />
  );
}
