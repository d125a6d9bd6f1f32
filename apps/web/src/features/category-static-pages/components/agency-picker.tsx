import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAgency } from '../../../app/agency-context';
import { useAgencyList } from '../../agency-management/hooks/use-agencies';

/**
 * The agency a platform page manages (category pages, the link store): the superadmin agency's
 * admins pick any agency (GET /agency/list is theirs); the value is undefined for their own.
 */
export function AgencyPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (agencyId: string | undefined) => void;
}) {
  const own = useAgency();
  const agencies = useAgencyList({ page: 1, pageSize: 100 });
  const others = (agencies.data?.list ?? []).filter((agency) => agency.agencyId !== own.agencyId);
  return (
    <TextField
      select
      size="small"
      label="Agency"
      value={value ?? own.agencyId}
      onChange={(event) => onChange(event.target.value === own.agencyId ? undefined : event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 }, alignSelf: 'flex-start' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <ApartmentRounded fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'data-testid': 'agency-picker' },
      }}
    >
      <MenuItem value={own.agencyId}>{own.agencyName} (this agency)</MenuItem>
      {others.map((agency) => (
        <MenuItem key={agency.agencyId} value={agency.agencyId}>
          {agency.agencyName}
        </MenuItem>
      ))}
    </TextField>
  );
}
