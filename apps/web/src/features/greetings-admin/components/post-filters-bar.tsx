// The posts' search and filters. On a phone the filters fold away behind 'Filters' (with how
// many are set) so the posts start on the first screen.
import { IMAGE_POST_LANGUAGES, LAYOUT_TYPES, MEDIA_TYPES } from '@cardora/contract';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { SearchField } from '#components/form/search-field';
import {
  DATE_MODE_LABELS,
  DATE_MODES,
  dateModeOf,
  filterCount,
  isNarrowed,
  languageOf,
  layoutOf,
  mediaTypeOf,
  type PostFilters,
  rangeProblem,
} from '../hooks/use-post-filters';
import { useImageCategories, useImageSubcategories, useImageTags } from '../hooks/use-reference-data';
import { LANGUAGE_LABELS, LAYOUT_LABELS, MEDIA_TYPE_LABELS } from '../labels';

function FilterSelect({
  label,
  value,
  onChange,
  options,
  disabled,
  testId,
  anyLabel = 'Any',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  testId: string;
  anyLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DateInput({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    />
  );
}

export function PostFiltersBar({
  filters,
  onChange,
  onClear,
  videos,
  phone,
  end,
}: {
  filters: PostFilters;
  onChange: (change: Partial<PostFilters>) => void;
  onClear: () => void;
  /** The agency offers video posts: the type filter is worth showing. */
  videos: boolean;
  phone: boolean;
  /** Beside the search (the owner switch on a desktop). */
  end?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const categories = useImageCategories();
  const subcategories = useImageSubcategories(filters.imageCategoryId || null);
  const tags = useImageTags();
  const count = filterCount(filters);
  const problem = rangeProblem(filters);

  const search = (
    <SearchField
      label="Search"
      placeholder="Title, category, subcategory or tag"
      value={filters.search}
      onChange={(event) => onChange({ search: event.target.value })}
      testId="posts-search"
      inputType="search"
    />
  );
  const clear = isNarrowed(filters) ? (
    <Button
      variant="text"
      startIcon={<FilterAltOffRounded />}
      onClick={onClear}
      sx={{ justifySelf: 'start', alignSelf: 'center', whiteSpace: 'nowrap' }}
      data-testid="posts-clear-filters"
    >
      Clear filters
    </Button>
  ) : null;

  const fields = (
    <>
      <FilterSelect
        label="Category"
        value={filters.imageCategoryId}
        onChange={(imageCategoryId) => onChange({ imageCategoryId })}
        options={(categories.data ?? []).map((c) => ({ value: c.imageCategoryId, label: c.name }))}
        testId="filter-category"
      />
      <FilterSelect
        label="Subcategory"
        value={filters.imageSubcategoryId}
        onChange={(imageSubcategoryId) => onChange({ imageSubcategoryId })}
        options={(subcategories.data ?? []).map((s) => ({ value: s.imageSubcategoryId, label: s.name }))}
        disabled={!filters.imageCategoryId}
        anyLabel={filters.imageCategoryId ? 'Any' : 'Choose a category'}
        testId="filter-subcategory"
      />
      <TextField
        select
        size="small"
        label="Date"
        value={filters.dateMode}
        onChange={(event) => onChange({ dateMode: dateModeOf(event.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'filter-date-mode' } }}
      >
        {DATE_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {DATE_MODE_LABELS[mode]}
          </MenuItem>
        ))}
      </TextField>
      {filters.dateMode === 'day' ? (
        <DateInput label="Day" value={filters.date} onChange={(date) => onChange({ date })} testId="filter-date" />
      ) : null}
      {filters.dateMode === 'range' ? (
        <>
          <DateInput
            label="From"
            value={filters.from}
            onChange={(from) => onChange({ from })}
            error={problem}
            testId="filter-from"
          />
          <DateInput label="To" value={filters.to} onChange={(to) => onChange({ to })} testId="filter-to" />
        </>
      ) : null}
      <FilterSelect
        label="Language"
        value={filters.language}
        onChange={(value) => onChange({ language: languageOf(value) })}
        options={IMAGE_POST_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
        testId="filter-language"
      />
      {videos ? (
        <FilterSelect
          label="Type"
          value={filters.mediaType}
          onChange={(value) => onChange({ mediaType: mediaTypeOf(value) })}
          options={MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_LABELS[value] }))}
          testId="filter-media-type"
        />
      ) : null}
      <FilterSelect
        label="Layout"
        value={filters.layout}
        onChange={(value) => onChange({ layout: layoutOf(value) })}
        options={LAYOUT_TYPES.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
        testId="filter-layout"
      />
      <FilterSelect
        label="Tag"
        value={filters.imageTagId}
        onChange={(imageTagId) => onChange({ imageTagId })}
        options={(tags.data ?? []).map((t) => ({ value: t.imageTagId, label: t.name }))}
        testId="filter-tag"
      />
    </>
  );

  if (phone) {
    return (
      <Card sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          {search}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              variant={open ? 'contained' : 'outlined'}
              color={count > 0 ? 'primary' : 'inherit'}
              startIcon={<TuneRounded />}
              onClick={() => setOpen((was) => !was)}
              aria-expanded={open}
              sx={{ flexShrink: 0, borderColor: 'divider' }}
              data-testid="posts-filters-toggle"
            >
              Filters{count > 0 ? ` · ${count}` : ''}
            </Button>
            <Box sx={{ flex: 1 }} />
            {clear}
          </Stack>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', pt: 0.5 }}>{fields}</Box>
          </Collapse>
        </Stack>
      </Card>
    );
  }

  return (
    <Card sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {search}
          {end}
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {fields}
          {clear}
        </Box>
      </Stack>
    </Card>
  );
}
