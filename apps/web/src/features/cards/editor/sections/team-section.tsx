// The team panel (docs/product-rules.md#staff-cards): the business's people, each with a page
// under the card's address, a QR code and a contact file. The owner adds, edits, reorders, hides
// and removes them; the plan says how many there may be, and the server holds that on save.
import {
  isCardPublished,
  LINK_TYPE_OPTIONS,
  type TCard,
  type TCardTeamMember,
  TEAM_MEMBERS_MAX,
  UNLIMITED,
} from '@cardora/contract';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import UpgradeRounded from '@mui/icons-material/UpgradeRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/confirm-dialog';
import { FormSwitch } from '#components/form/form-switch';
import { PhoneField } from '#components/form/phone-field';
import { publicCardUrl } from '#features/businesses';
import { useEntitlements, useOpenUpgrade } from '#features/payments';
import { AddItemButton, ItemList, MoveButtons, RemoveButton } from '../item-list';
import { FieldsHeading, SectionImageField, SectionSelectField, SectionTextField } from '../section-fields';
import type { SectionFieldsProps } from '../section-shell';
import { newTeamMember, suggestMemberSlug, type TeamAllowance, teamAllowance, teamMemberUrls } from '../team-members';
import { isLinkType, type LinkType, TYPE_INPUTS } from './links-section';

type TeamForm = SectionFieldsProps<'team'>['form'];
/** The contract's ZCardTeamMember allows this many links a member. */
const MAX_MEMBER_LINKS = 10;

/** The card's public address, once it has one: members' pages sit under it. */
function cardAddressOf(card: TCard): string | null {
  return card.publicUrl ?? (card.cardId ? publicCardUrl(card.cardId) : null);
}

/** Team: the members, the plan's allowance, and Add (or Upgrade once the plan's members are all used). */
export function TeamFields({ form, card }: SectionFieldsProps<'team'>) {
  const { t } = useTranslation('editor');
  const members = useFieldArray({ control: form.control, name: 'members' });
  const entitlements = useEntitlements(card.businessId);
  const [removing, setRemoving] = useState<number | null>(null);
  const savedMembers = card.sections.team?.members ?? [];
  const savedById = new Map(savedMembers.map((member) => [member.memberId, member]));
  const cardAddress = cardAddressOf(card);
  const values = useWatch({ control: form.control, name: 'members' }) ?? [];
  // Until the plan's answer arrives (or if it fails) Add stays: the server holds the limit on save.
  const allowance = entitlements.data
    ? teamAllowance(
        entitlements.data.entitlements.teamMembers,
        entitlements.data.usage.teamMember,
        savedMembers.length,
        members.fields.length,
      )
    : null;
  const removingName = removing === null ? '' : (values[removing]?.name ?? '').trim();

  return (
    <>
      {allowance ? <AllowanceLine allowance={allowance} /> : null}
      <ItemList
        // Remove asks first: a saved member's page and QR code stop working once the team is saved.
        list={{ fields: members.fields, move: members.move, remove: setRemoving }}
        words="team"
        max={allowance?.canAdd === false ? 0 : TEAM_MEMBERS_MAX}
        addTestId="team-add"
        buttonsTestId={(index) => `team-member-${index}`}
        onAdd={() => members.append(newTeamMember())}
        error={form.formState.errors.members?.root?.message ?? form.formState.errors.members?.message}
      >
        {(index, buttons) => {
          const memberId = values[index]?.memberId;
          const saved = memberId ? (savedById.get(memberId) ?? null) : null;
          return (
            <MemberCard
              form={form}
              index={index}
              buttons={buttons}
              saved={saved}
              businessId={card.businessId}
              cardAddress={cardAddress}
              pageLive={isCardPublished(card)}
            />
          );
        }}
      </ItemList>
      {allowance && !allowance.canAdd ? <UpgradePrompt allowance={allowance} businessId={card.businessId} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={removingName ? t('team.removeTitle', { name: removingName }) : t('team.removeTitleUnnamed')}
        text={t('team.removeText')}
        confirmLabel={t('team.removeConfirm')}
        destructive
        testId="team-remove-dialog"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) members.remove(removing);
          setRemoving(null);
        }}
      />
    </>
  );
}

/** "2 of 5 team members on your plan". */
function AllowanceLine({ allowance }: { allowance: TeamAllowance }) {
  const { t } = useTranslation('editor');
  return (
    <Typography variant="body2" color="textSecondary" data-testid="team-allowance">
      {allowance.allowed === UNLIMITED
        ? t('team.allowanceUnlimited', { count: allowance.used })
        : t('team.allowance', { used: allowance.used, count: allowance.allowed })}
    </Typography>
  );
}

/** In Add's place once the plan's members are all used: the upgrade screen, as other locked features open it. */
function UpgradePrompt({ allowance, businessId }: { allowance: TeamAllowance; businessId: string }) {
  const { t } = useTranslation('editor');
  const openUpgrade = useOpenUpgrade();
  return (
    <Alert
      severity="info"
      icon={<UpgradeRounded />}
      data-testid="team-limit"
      action={
        <Button color="inherit" size="small" onClick={() => openUpgrade(businessId)} data-testid="team-upgrade">
          {t('team.upgrade')}
        </Button>
      }
    >
      {allowance.allowed === 0 ? t('team.noneOnPlan') : t('team.limitReached')}
    </Alert>
  );
}

interface MemberCardProps {
  form: TeamForm;
  index: number;
  /** Move up, move down, remove (the list's). */
  buttons: ReactNode;
  /** The member as saved, or null until the team is saved with them. */
  saved: TCardTeamMember | null;
  /** Whose documents the photo is uploaded to. */
  businessId: string;
  cardAddress: string | null;
  /** The card is published: a saved member's page opens. */
  pageLive: boolean;
}

function MemberCard({ form, index, buttons, saved, businessId, cardAddress, pageLive }: MemberCardProps) {
  const { t } = useTranslation('editor');
  const name = useWatch({ control: form.control, name: `members.${index}.name` });
  const prefix = `team-member-${index}`;
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={prefix}>
      <Stack spacing={1.75}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {name?.trim() || t('team.member', { number: index + 1 })}
          </Typography>
          {saved?.hidden ? (
            <Chip
              size="small"
              icon={<VisibilityOffRounded />}
              label={t('team.hiddenChip')}
              data-testid={`${prefix}-hidden-chip`}
            />
          ) : null}
          <Box sx={{ flexShrink: 0 }}>{buttons}</Box>
        </Stack>
        <SectionTextField
          form={form}
          name={`members.${index}.name`}
          words="team.name"
          autoComplete="off"
          testId={`${prefix}-name`}
        />
        <SectionTextField
          form={form}
          name={`members.${index}.designation`}
          words="team.designation"
          placeholder={t('team.designationPlaceholder')}
          testId={`${prefix}-designation`}
        />
        <SlugField
          form={form}
          index={index}
          isNew={saved === null}
          cardAddress={cardAddress}
          testId={`${prefix}-slug`}
        />
        <SectionImageField
          form={form}
          name={`members.${index}.photoUrl`}
          words="team.photo"
          businessId={businessId}
          testId={`${prefix}-photo`}
          round
        />
        <PhoneField
          control={form.control}
          name={`members.${index}.phoneNumber`}
          label={t('team.phone')}
          testId={`${prefix}-phone`}
        />
        <PhoneField
          control={form.control}
          name={`members.${index}.whatsappNumber`}
          label={t('team.whatsapp')}
          testId={`${prefix}-whatsapp`}
        />
        <SectionTextField
          form={form}
          name={`members.${index}.email`}
          words="team.email"
          type="email"
          keyboard="email"
          testId={`${prefix}-email`}
        />
        <MemberLinks form={form} index={index} prefix={prefix} />
        <FormSwitch
          control={form.control}
          name={`members.${index}.hidden`}
          label={t('team.hidden')}
          testId={`${prefix}-hidden`}
        />
        {saved && cardAddress && pageLive && !saved.hidden ? (
          <MemberPageActions urls={teamMemberUrls(cardAddress, saved.slug)} name={saved.name} prefix={prefix} />
        ) : null}
      </Stack>
    </Card>
  );
}

interface SlugFieldProps {
  form: TeamForm;
  index: number;
  /** Not saved yet: the address follows the name until the owner types one of their own. */
  isNew: boolean;
  cardAddress: string | null;
  testId: string;
}

/**
 * The member's page address: made from the name for a new member (lowercase, hyphens), shown in
 * full under the field. A saved member's address stays when the name changes: it may be printed.
 */
function SlugField({ form, index, isNew, cardAddress, testId }: SlugFieldProps) {
  const { t } = useTranslation('editor');
  const [name, slug] = useWatch({ control: form.control, name: [`members.${index}.name`, `members.${index}.slug`] });
  // The address last made from the name: while the field still shows it, it follows the name.
  const suggested = useRef('');
  useEffect(() => {
    if (!isNew) return;
    const current = typeof slug === 'string' ? slug : '';
    if (current !== '' && current !== suggested.current) return;
    const taken = (form.getValues('members') ?? [])
      .filter((_member, other) => other !== index)
      .map((member) => member?.slug)
      .filter((other): other is string => typeof other === 'string' && other !== '');
    const next = typeof name === 'string' && name.trim() ? suggestMemberSlug(name, taken) : '';
    suggested.current = next;
    if (next !== current) {
      form.setValue(`members.${index}.slug`, next, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }, [form, index, isNew, name, slug]);
  const shown = typeof slug === 'string' && slug ? slug.trim().toLowerCase() : '…';
  return (
    <SectionTextField
      form={form}
      name={`members.${index}.slug`}
      words="team.slug"
      keyboard="code"
      parse={(typed) => typed.toLowerCase().replace(/\s+/g, '-')}
      helperText={
        cardAddress ? t('team.address', { url: `${cardAddress.replace(/\/+$/, '')}/${shown}` }) : t('team.addressLater')
      }
      testId={testId}
    />
  );
}

/** The member's own links (type, label, value), like the card's Links, at most ten. */
function MemberLinks({ form, index, prefix }: { form: TeamForm; index: number; prefix: string }) {
  const { t } = useTranslation('editor');
  const links = useFieldArray({ control: form.control, name: `members.${index}.links` });
  const values = useWatch({ control: form.control, name: `members.${index}.links` }) ?? [];
  const typeOptions = LINK_TYPE_OPTIONS.map((value) => ({ value, label: t(`links.types.${value}.label`) }));
  return (
    <Stack spacing={1.25}>
      <FieldsHeading words="team.links" />
      {links.fields.map((field, linkIndex) => {
        const typed = values[linkIndex]?.type;
        const type: LinkType = isLinkType(typed) ? typed : 'url';
        const input = TYPE_INPUTS[type];
        const linkPrefix = `${prefix}-link-${linkIndex}`;
        return (
          <Stack key={field.id} spacing={1.25} data-testid={linkPrefix}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <SectionSelectField
                form={form}
                name={`members.${index}.links.${linkIndex}.type`}
                words="links.type"
                options={typeOptions}
                sx={{ width: 130, flexShrink: 0 }}
                fullWidth={false}
                size="small"
                testId={`${linkPrefix}-type`}
              />
              <SectionTextField
                form={form}
                name={`members.${index}.links.${linkIndex}.label`}
                words="links.label"
                placeholder="Instagram"
                size="small"
                testId={`${linkPrefix}-label`}
              />
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <SectionTextField
                form={form}
                name={`members.${index}.links.${linkIndex}.value`}
                words={`links.types.${type}.value`}
                placeholder={input.placeholder}
                size="small"
                slotProps={{ htmlInput: { inputMode: input.inputMode, autoCapitalize: 'none' } }}
                testId={`${linkPrefix}-value`}
              />
              <MoveButtons index={linkIndex} count={links.fields.length} move={links.move} testId={linkPrefix} />
              <RemoveButton
                label={t('team.linkRemove', { number: linkIndex + 1 })}
                onClick={() => links.remove(linkIndex)}
                testId={`${linkPrefix}-remove`}
              />
            </Stack>
          </Stack>
        );
      })}
      {links.fields.length < MAX_MEMBER_LINKS ? (
        <AddItemButton
          onClick={() => links.append({ type: 'url', label: '', value: '' })}
          testId={`${prefix}-add-link`}
        >
          {t('team.linkAdd')}
        </AddItemButton>
      ) : null}
    </Stack>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A saved member's page: open it, copy its link, or see its QR code (with the contact file). */
function MemberPageActions({
  urls,
  name,
  prefix,
}: {
  urls: ReturnType<typeof teamMemberUrls>;
  name: string;
  prefix: string;
}) {
  const { t } = useTranslation('editor');
  const { enqueueSnackbar } = useSnackbar();
  const [qrOpen, setQrOpen] = useState(false);
  const copy = async () => {
    const copied = await copyText(urls.page);
    // Where the phone will not copy, the link itself is shown to copy by hand.
    enqueueSnackbar(copied ? t('team.copied') : urls.page, { variant: copied ? 'success' : 'info' });
  };
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          href={urls.page}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewRounded />}
          data-testid={`${prefix}-open`}
        >
          {t('team.openPage')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copy()}
          data-testid={`${prefix}-copy`}
        >
          {t('team.copyLink')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<QrCode2Rounded />}
          onClick={() => setQrOpen(true)}
          data-testid={`${prefix}-qr`}
        >
          {t('team.qr')}
        </Button>
      </Stack>
      <MemberQrDialog open={qrOpen} urls={urls} name={name} onClose={() => setQrOpen(false)} />
    </>
  );
}

/** The member's QR code (it opens their page), to download, with their contact file. */
function MemberQrDialog({
  open,
  urls,
  name,
  onClose,
}: {
  open: boolean;
  urls: ReturnType<typeof teamMemberUrls>;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['editor', 'glossary']);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="team-qr-dialog">
      <DialogTitle sx={{ fontWeight: 700 }}>{t('team.qrTitle', { name })}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            p: 2,
            mb: 2,
            borderRadius: 3,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {open ? (
            <Box
              component="img"
              src={urls.qr}
              alt={t('team.qrAlt', { name })}
              sx={{ width: 200, height: 200, bgcolor: '#fff' }}
              data-testid="team-qr-image"
            />
          ) : null}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('team.qrText', { name })}
        </Typography>
        <Stack spacing={1}>
          <Button
            variant="contained"
            href={urls.qr}
            download={`${name || 'team-member'}-qr.png`}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<DownloadRounded />}
            data-testid="team-qr-download"
          >
            {t('team.downloadQr')}
          </Button>
          <Button
            variant="outlined"
            href={urls.contact}
            startIcon={<DownloadRounded />}
            data-testid="team-contact-download"
          >
            {t('team.downloadContact')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="team-qr-close">
          {t('glossary:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
