import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useAgencyList } from '../../agency-management/hooks/use-agencies';

export interface AgencyOption {
  agencyId: string;
  agencyName: string;
}

/** The platform's admins look at any agency's Insights: a searchable list of the agencies. */
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
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'insights-agency-input' },
          }}
        />
      )}
      data-testid="insights-agency"
    />
  );
}
