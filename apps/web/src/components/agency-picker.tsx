import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAgencyList } from '#features/agency-management';
import { useAgency } from '../app/agency-context';
import { useDebounced } from '../lib/use-debounced';

export interface AgencyOption {
  agencyId: string;
  agencyName: string;
}

/**
 * The agency a platform page is about (Insights, UI customisation, category pages, the link
 * store): the superadmin agency's admins pick any agency from a searchable list.
 */
export function AgencyPicker({ value, onChange }: { value: AgencyOption; onChange: (agency: AgencyOption) => void }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  // While the field shows the chosen agency's name, list every agency rather than that one.
  const agencies = useAgencyList({ pageSize: 20, ...(search && search !== value.agencyName ? { search } : {}) });
  const options: AgencyOption[] =
    agencies.data?.list.map(({ agencyId, agencyName }) => ({ agencyId, agencyName })) ?? [];
  if (!options.some((option) => option.agencyId === value.agencyId)) options.unshift(value);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, option) => option && onChange(option)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.agencyName}
      isOptionEqualToValue={(option, selected) => option.agencyId === selected.agencyId}
      filterOptions={(all) => all}
      loading={agencies.isFetching}
      disableClearable
      autoHighlight
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Agency"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <ApartmentRounded fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'agency-picker-input' },
          }}
        />
      )}
      data-testid="agency-picker"
    />
  );
}

/** The agency a management page works on: its own until another is picked (agencyId undefined then). */
export function usePickedAgency() {
  const own = useAgency();
  const [picked, setPicked] = useState<AgencyOption>({ agencyId: own.agencyId, agencyName: own.agencyName });
  return { picked, setPicked, agencyId: picked.agencyId === own.agencyId ? undefined : picked.agencyId };
}
