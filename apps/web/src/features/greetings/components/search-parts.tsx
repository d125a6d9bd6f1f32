import type { TImagePost } from '@cardora/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useImageTags } from '../hooks/use-image-taxonomy';
import { ChipRow } from './chip-row';
import { PostGrid } from './post-grid';

/** The search box at the top of the page: words in titles, categories and tags. */
export function SearchField({
  value,
  onChange,
  onFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('products');
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
      placeholder={t('greetings.searchPlaceholder')}
      size="small"
      type="search"
      slotProps={{
        htmlInput: {
          'aria-label': t('greetings.searchLabel'),
          'data-testid': 'greetings-search',
          enterKeyHint: 'search',
        },
        input: {
          sx: { borderRadius: 99, height: 46, '& input::-webkit-search-cancel-button': { display: 'none' } },
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded color="action" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('greetings.clearSearch')} onClick={() => onChange('')}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}

/** Tags to search by, under the box while searching. */
export function TagChips({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('products');
  const tags = useImageTags();
  if (tags.isError || (tags.data && tags.data.length === 0)) return null;
  const options = [...(tags.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((tag) => ({ id: tag.imageTagId, label: `#${tag.name}` }));
  return (
    <ChipRow
      label={t('greetings.tags')}
      testId="greetings-tag"
      size="small"
      options={options}
      value={value}
      onChange={(id) => onChange(id === value ? null : id)}
      loading={tags.isPending}
    />
  );
}

/** What the search found (with the tag, if one is chosen), or a way out when nothing did. */
export function SearchResults({
  search,
  tagId,
  stamp,
  onOpen,
  onClear,
}: {
  search: string;
  tagId: string | null;
  stamp: number;
  onOpen: (post: TImagePost) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('products');
  return (
    <Box component="section" aria-label={t('greetings.searchResults')} data-testid="greetings-search-results">
      <PostGrid
        filters={{ search, imageCategoryId: null, imageSubcategoryId: null, imageTagId: tagId, businessId: null }}
        stamp={stamp}
        onOpen={onOpen}
        testId="greetings-search-grid"
        empty={
          <Stack
            spacing={1.5}
            sx={{ alignItems: 'center', textAlign: 'center', py: 5 }}
            data-testid="greetings-search-empty"
          >
            <SearchOffRounded sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography sx={{ fontWeight: 600 }}>
              {search ? t('greetings.nothingFound', { search }) : t('greetings.noTagPosts')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 320 }}>
              {t('greetings.searchHint')}
            </Typography>
            <Button variant="outlined" onClick={onClear}>
              {t('greetings.backToToday')}
            </Button>
          </Stack>
        }
      />
    </Box>
  );
}
