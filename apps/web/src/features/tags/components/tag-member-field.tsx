// Which page a tag opens, once its business is picked (docs/product-rules.md#staff-cards): the
// business's card (the default) or one of its card's team members. Shown only when the card has
// a team; the card is read by the business's id, as the editor reads it.
import type { ZClaimTagBody } from '@cardora/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useBusinessCard } from '#features/cards';
import { useMessage } from '#i18n/use-message';
import { tagMemberOptions } from '../tag-format';

type TagPickControl = Control<z.input<typeof ZClaimTagBody>, unknown, z.output<typeof ZClaimTagBody>>;

interface TagMemberFieldProps {
  control: TagPickControl;
  /** The business picked; nothing shows until there is one. */
  businessId: string | null;
  /** Where its words are in the 'customer' area: tags.claim or tags.admin.assignForm. */
  words: 'tags.claim' | 'tags.admin.assignForm';
  testId: string;
  disabled?: boolean;
}

/** "Team member": Business card (null), or one of the card's visible members. */
export function TagMemberField({ control, businessId, words, testId, disabled }: TagMemberFieldProps) {
  const { t } = useTranslation('customer');
  const translate = useMessage();
  const card = useBusinessCard(businessId || null);
  const members = tagMemberOptions(card.data);
  if (members.length === 0) return null;
  return (
    <Controller
      control={control}
      name="memberId"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={t(`${words}.member`)}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : t(`${words}.memberHelp`)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          <MenuItem value="" data-testid={`${testId}-none`}>
            {t(`${words}.memberNone`)}
          </MenuItem>
          {members.map((member) => (
            <MenuItem key={member.memberId} value={member.memberId} data-testid={`${testId}-option`}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
