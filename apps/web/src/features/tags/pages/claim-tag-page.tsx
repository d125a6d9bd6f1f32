import { normaliseTagCode, TAG_CODE_ALPHABET, TAG_CODE_LENGTH, type TTag, ZClaimTagBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import NfcRounded from '@mui/icons-material/NfcRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { FormAlert, fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { areaPaths, publicCardUrl, useMyBusinesses } from '#features/businesses';
import { useUserDetails } from '#features/customer';
import { useMessage } from '#i18n/use-message';
import { BuyTagsNotice } from '../components/buy-tags';
import { TagMemberField } from '../components/tag-member-field';
import { useClaimTag } from '../hooks/use-tags';
import { canHoldTag, claimChoices, printedTagCode, tagBusinessOption } from '../tag-format';

type ClaimIn = z.input<typeof ZClaimTagBody>;
type ClaimOut = z.output<typeof ZClaimTagBody>;

const SERVER_FIELDS = fieldsNamedAlike('businessId', 'memberId');
const CODE = new RegExp(`^[${TAG_CODE_ALPHABET}]{${TAG_CODE_LENGTH}}$`);

/**
 * /customer/tags/claim?code=<CODE>: what an unassigned tag's page (/t/<code>) links to. A signed-in
 * customer ties the tag to one of their businesses that has a card (docs/product-rules.md#physical-tags);
 * signed out, the guard sends them to sign in and back here.
 */
export function ClaimTagPage() {
  const { t } = useTranslation('customer');
  const [params] = useSearchParams();
  const code = normaliseTagCode(params.get('code') ?? '');
  const [claimed, setClaimed] = useState<TTag | null>(null);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560 }} data-testid="claim-tag-page">
      {!CODE.test(code) ? (
        <Alert severity="warning" data-testid="claim-no-code">
          {t('tags.claim.noCode')}
        </Alert>
      ) : claimed ? (
        <Claimed tag={claimed} />
      ) : (
        <ClaimForm code={code} onClaimed={setClaimed} />
      )}
    </Stack>
  );
}

function CodeShown({ code }: { code: string }) {
  const { t } = useTranslation('customer');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <NfcRounded color="primary" sx={{ fontSize: 32 }} />
      <Box>
        <Typography variant="caption" color="textSecondary" component="p">
          {t('tags.claim.code')}
        </Typography>
        <Typography
          sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700, fontSize: 22 }}
          data-testid="claim-code"
        >
          {printedTagCode(code)}
        </Typography>
      </Box>
    </Stack>
  );
}

function ClaimForm({ code, onClaimed }: { code: string; onClaimed: (tag: TTag) => void }) {
  const { t } = useTranslation('customer');
  const translate = useMessage();
  const businesses = useMyBusinesses();
  const user = useUserDetails();
  const claim = useClaimTag();
  const choices = claimChoices((businesses.data ?? []).map(tagBusinessOption), user.data?.activeBusinessId);
  const first = choices.find(canHoldTag);
  const form = useForm<ClaimIn, unknown, ClaimOut>({
    resolver: zodResolver(ZClaimTagBody),
    values: { businessId: first?.businessId ?? '', memberId: null },
  });
  const submitting = form.formState.isSubmitting;
  const businessId = useWatch({ control: form.control, name: 'businessId' });
  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async (picked) => {
    onClaimed(await claim.mutateAsync({ code, businessId: picked.businessId, memberId: picked.memberId ?? null }));
  });

  if (businesses.isPending) return <Skeleton variant="rounded" height={220} />;
  if (businesses.isError)
    return <RetryAlert error={businesses.error} onRetry={() => void businesses.refetch()} testId="claim-error" />;
  if (!first) {
    const activeId = user.data?.activeBusinessId;
    return (
      <EmptyState
        testId="claim-no-card"
        icon={<NfcRounded />}
        text={t('tags.claim.noBusiness')}
        action={
          <Button
            component={RouterLink}
            variant="contained"
            to={
              activeId
                ? areaPaths.editCard('/customer', activeId)
                : areaPaths.addBusiness('/customer', { shouldCreateDigitalCard: 'true' })
            }
          >
            {t('tags.claim.createCard')}
          </Button>
        }
      />
    );
  }

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <form noValidate onSubmit={submit} data-testid="claim-form">
        <Stack spacing={2.25}>
          <CodeShown code={code} />
          <Typography color="textSecondary">{t('tags.claim.intro')}</Typography>
          <FormAlert message={formError} />
          <Controller
            control={form.control}
            name="businessId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('tags.claim.business')}
                value={field.value ?? ''}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  // Another business's card has other members: the tag opens its card until one is picked.
                  form.setValue('memberId', null);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={submitting}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? translate(fieldState.error.message) : undefined}
                slotProps={{ htmlInput: { 'data-testid': 'claim-business' } }}
              >
                {choices.map((option) => (
                  <MenuItem key={option.businessId} value={option.businessId} disabled={!canHoldTag(option)}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{option.businessName}</Typography>
                      <Typography variant="caption" color="textSecondary">
                        {option.cardId ? `/${option.cardId}` : t('tags.claim.noCard')}
                      </Typography>
                    </Box>
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TagMemberField
            control={form.control}
            businessId={businessId || null}
            words="tags.claim"
            testId="claim-member"
            disabled={submitting}
          />
          {/* All the tags its plan and purchases give are in use: buy more, then claim (docs/product-rules.md#physical-tags). */}
          <BuyTagsNotice businessId={businessId || null} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={submitting}
            startIcon={<NfcRounded />}
            data-testid="claim-submit"
          >
            {t('tags.claim.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function Claimed({ tag }: { tag: TTag }) {
  const { t } = useTranslation('customer');
  const url = tag.cardId ? publicCardUrl(tag.cardId) : null;
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 }, textAlign: 'center' }} data-testid="claim-done">
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleRounded color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h3" component="h2">
          {t('tags.claim.done')}
        </Typography>
        <Typography color="textSecondary">{t('tags.claim.doneText')}</Typography>
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="claim-card-address"
          >
            {url.replace(/^https?:\/\//, '')}
            <OpenInNewRounded sx={{ fontSize: 16 }} />
          </Link>
        ) : null}
        <Typography variant="body2" color="textSecondary">
          {printedTagCode(tag.code)}
        </Typography>
        <Button component={RouterLink} to="/customer/insights" variant="outlined">
          {t('tags.claim.insights')}
        </Button>
      </Stack>
    </Card>
  );
}
