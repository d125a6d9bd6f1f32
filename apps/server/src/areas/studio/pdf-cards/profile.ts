// One profile feeds every output: a new PDF card starts from the business and its digital card
// (the draft), and the renderer gets the card's details with its pictures read from Storage.
import {
  DEFAULT_PDF_TEMPLATE,
  PDF_CARD_MESSAGES,
  type TPdfCardDetails,
  type TPdfCardDraft,
  type TPdfCardDraftDetails,
} from '@cardora/contract';
import type { PdfCardProfile } from '#cards';
import { businessView, getCardsByBusiness } from '#cards';
import type { AgencyRow } from '#db/schema';
import { validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { storageKeyFromUrl } from '#lib/storage/index';
import type { Services } from '#services';

const unique = <T>(values: (T | null | undefined)[]): T[] => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined && v !== '')),
];

/** Details prefilled from the business, its owner and its digital card (the caller reaches the business). */
export async function draftFor(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
): Promise<TPdfCardDraft> {
  const business = await businessView(services.db, agency.id, businessId);
  const [card] = await getCardsByBusiness(services, agency, principal, businessId);
  const basic = card?.sections.basicDetails ?? null;
  const template = card?.sections.template ?? null;
  const owner = business.user;
  const details: TPdfCardDraftDetails = {
    companyName: basic?.companyName ?? business.businessName,
    name: basic?.name ?? owner.name ?? '',
    designation: basic?.designation ?? null,
    idNumber: null,
    bloodGroup: null,
    registeredPhoneNumber: owner.phoneNumber,
    phones: unique([...(basic?.phoneNumbers ?? []), business.phoneNumber, owner.phoneNumber]).slice(0, 3),
    whatsappNumber: basic?.whatsappNumber ?? null,
    mails: unique([basic?.email, business.email, owner.email]).slice(0, 3),
    address: basic?.address ?? null,
    website: basic?.website ?? null,
    mapLink: basic?.mapLink ?? null,
    validUntil: null,
    logoUrl: basic?.logoUrl ?? null,
    photoUrl: basic?.photoUrl ?? null,
    primaryColor: template?.primaryColor ?? agency.theme.primaryColor,
    secondaryColor: template?.secondaryColor ?? agency.theme.secondaryColor,
  };
  return { businessId, templateCode: DEFAULT_PDF_TEMPLATE, details };
}

/**
 * A logo or photo must be one of this business's uploads (POST /document/uploadDoc with
 * hierarchy business/<businessId>), the picture its digital card already shows (the draft's),
 * or the one the card has now: never another business's file read into this card's PDF.
 */
export async function checkPictures(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
  details: Pick<TPdfCardDetails, 'logoUrl' | 'photoUrl'>,
  current: Pick<TPdfCardDetails, 'logoUrl' | 'photoUrl'> | null,
): Promise<void> {
  const own = `/uploads/business/${businessId}/`;
  let draft: TPdfCardDraft | null = null;
  for (const field of ['logoUrl', 'photoUrl'] as const) {
    const url = details[field];
    if (url === null || url.startsWith(own) || url === current?.[field]) continue;
    draft ??= await draftFor(services, agency, principal, businessId);
    if (url === draft.details.logoUrl || url === draft.details.photoUrl) continue;
    throw validationFailed(`details.${field}`, PDF_CARD_MESSAGES.imageNotOfBusiness);
  }
}

async function picture(services: Services, url: string | null): Promise<Buffer | null> {
  const key = url ? storageKeyFromUrl(url) : null;
  if (!key) return null;
  return (await services.storage.get(key))?.body ?? null;
}

/** What the renderer draws: the details, with the pictures' bytes (a missing file: none). */
export async function renderProfile(
  services: Services,
  details: TPdfCardDetails | TPdfCardDraftDetails,
): Promise<PdfCardProfile> {
  const [logo, photo] = await Promise.all([picture(services, details.logoUrl), picture(services, details.photoUrl)]);
  return {
    companyName: details.companyName,
    logo,
    photo,
    name: details.name,
    designation: details.designation,
    idNumber: details.idNumber,
    bloodGroup: details.bloodGroup,
    phones: details.phones,
    whatsapp: details.whatsappNumber,
    mails: details.mails,
    address: details.address,
    website: details.website,
    mapLink: details.mapLink,
    validUntil: details.validUntil,
    colors: { primary: details.primaryColor, secondary: details.secondaryColor },
  };
}
