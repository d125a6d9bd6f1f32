// The lists' orders as a person names them: on a phone there are no column headers to click,
// so the sort is a select beside the search.
import type { BusinessSortKey } from '@cardora/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

type SortOrder = 'asc' | 'desc';

export const SORT_OPTIONS: { sortBy: BusinessSortKey; sortOrder: SortOrder; label: string }[] = [
  { sortBy: 'createdAt', sortOrder: 'desc', label: 'Newest first' },
  { sortBy: 'createdAt', sortOrder: 'asc', label: 'Oldest first' },
  { sortBy: 'businessName', sortOrder: 'asc', label: 'Name A–Z' },
  { sortBy: 'businessName', sortOrder: 'desc', label: 'Name Z–A' },
  { sortBy: 'expiryDateForCustomer', sortOrder: 'asc', label: 'Expiry, soonest first' },
  { sortBy: 'expiryDateForCustomer', sortOrder: 'desc', label: 'Expiry, latest first' },
  { sortBy: 'cardId', sortOrder: 'asc', label: 'Card address A–Z' },
  { sortBy: 'cardId', sortOrder: 'desc', label: 'Card address Z–A' },
];

export function SortSelect({
  sortBy,
  sortOrder,
  onChange,
  testId,
}: {
  sortBy: BusinessSortKey;
  sortOrder: SortOrder;
  onChange: (sort: { sortBy: BusinessSortKey; sortOrder: SortOrder }) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      label="Sort"
      value={`${sortBy}-${sortOrder}`}
      onChange={(event) => {
        const option = SORT_OPTIONS.find((o) => `${o.sortBy}-${o.sortOrder}` === event.target.value);
        if (option) onChange({ sortBy: option.sortBy, sortOrder: option.sortOrder });
      }}
      sx={{ minWidth: { sm: 220 } }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {SORT_OPTIONS.map((option) => (
        <MenuItem key={`${option.sortBy}-${option.sortOrder}`} value={`${option.sortBy}-${option.sortOrder}`}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
