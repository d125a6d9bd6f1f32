// Which businesses a post suits, on the admin's post card and row: "Every business" when none
// were chosen, else the first category's name and how many more (docs/product-rules.md#greetings-relevance).
import type { TImagePost } from '@cardora/contract';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useBusinessCategories } from '#features/businesses';

export function SuitsChip({ post }: { post: TImagePost }) {
  const categories = useBusinessCategories();
  const keys = post.suitedCategories ?? [];
  const nameOf = (key: string) =>
    categories.data?.find((category) => category.key === key)?.imageSubcategoryName ?? key;
  const names = keys.map(nameOf);
  const label =
    names.length === 0 ? 'Every business' : names.length === 1 ? names[0] : `${names[0]} +${names.length - 1}`;
  return (
    <Tooltip title={names.length > 1 ? `Suits ${names.join(', ')}` : ''}>
      <Chip
        size="small"
        variant="outlined"
        icon={<StorefrontRounded />}
        label={label}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        data-testid="post-suits"
      />
    </Tooltip>
  );
}
