// The panel's English is the contract's English: the words the customer's
// pages now read from the locale files are the ones the contract says, so nothing a person or
// a journey reads in English changed when the pages learned Hindi.
import {
  ACCOUNT_MESSAGES,
  CARD_ACTIVITY_DAYS_NOTE,
  CARD_ACTIVITY_SUMMARY,
  CARD_ACTIVITY_TERMS,
  CARD_VIEW_REPEAT_SECONDS,
  CARD_VISIT_SOURCE_LABELS,
  type CardActivityFigure,
  type CardVisitSource,
  ENQUIRY_MESSAGES,
  GLOSSARY,
  LEAD_MESSAGES,
  LINK_KIND_LABELS,
  type LinkKind,
  MESSAGES,
  OTHER_CATEGORY_LABEL,
  RENEWAL_MESSAGES,
  ROLE_LABELS,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { roleTerm } from './role-label';
import { testT } from './test-i18n';

const customer = testT('en', 'customer');
const common = testT('en', 'common');

describe("the panel's English words", () => {
  it("say what the contract's messages say", () => {
    expect(common('dialogs.failedToAuthenticate')).toBe(MESSAGES.failedToAuthenticate);
    expect(common('dialogs.notSignedIn')).toBe(MESSAGES.notSignedIn);
    expect(common('dialogs.errorTitle')).toBe(MESSAGES.errorDialogTitle);
    expect(common('dialogs.switchingBusiness')).toBe(MESSAGES.switchingBusiness);
    expect(common('loggedInAs')).toBe(MESSAGES.loggedInAs);
    expect(common('notAvailable.later')).toBe(MESSAGES.notAvailableYet);
    expect(common('notAvailable.missing')).toBe(MESSAGES.pageMissing);
    expect(common('notAvailable.forbidden')).toBe(MESSAGES.forbidden);
    expect(common('errors.chunkText')).toBe(MESSAGES.chunkLoadFailed);
    expect(common('errors.internal')).toBe(MESSAGES.internalError);
    expect(common('connectAdmin.title')).toBe(MESSAGES.connectWithAdminTitle);
    expect(common('connectAdmin.text')).toBe(MESSAGES.connectWithAdminText);
    expect(customer('oneCard.title')).toBe(MESSAGES.oneCardPerBusinessTitle);
    expect(customer('oneCard.text')).toBe(MESSAGES.oneCardPerBusinessText);
    expect(GLOSSARY.addNewBusiness).toBe(MESSAGES.oneCardPerBusinessConfirm);
    expect(customer('category.otherChosen')).toBe(OTHER_CATEGORY_LABEL);
  });

  it('say the renewal notice, the account and the enquiries as the contract does', () => {
    expect(customer('renewal.expiring', { count: 5 })).toBe(RENEWAL_MESSAGES.expiring(5));
    expect(customer('renewal.expiring', { count: 1 })).toBe(RENEWAL_MESSAGES.expiring(1));
    expect(customer('renewal.expired', { date: '12 Mar 2026' })).toBe(RENEWAL_MESSAGES.expired('12 Mar 2026'));
    for (const key of ['expiringDetail', 'expiredDetail', 'free', 'freeDetail', 'renew', 'upgrade'] as const) {
      expect(customer(`renewal.${key}`)).toBe(RENEWAL_MESSAGES[key]);
    }
    expect(customer('account.nameSaved')).toBe(ACCOUNT_MESSAGES.nameSaved);
    expect(customer('account.emailSaved')).toBe(ACCOUNT_MESSAGES.emailChanged);
    expect(customer('account.passwordChangedOthers')).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(customer('account.deleted')).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect(customer('account.deleteMismatch')).toBe(ACCOUNT_MESSAGES.deleteConfirmMismatch);
    expect(customer('account.noOtherSessionsEnded')).toBe(ACCOUNT_MESSAGES.otherSessionsEnded(0));
    for (const count of [1, 3]) {
      expect(customer('account.otherSessionsEnded', { count })).toBe(ACCOUNT_MESSAGES.otherSessionsEnded(count));
    }
    expect(customer('enquiries.noLeadsText')).toBe(LEAD_MESSAGES.noLeadsYet);
    expect(customer('enquiries.deleteLeadText')).toBe(LEAD_MESSAGES.confirmDeleteLead);
    expect(customer('enquiries.deleteFeedbackText')).toBe(ENQUIRY_MESSAGES.confirmDeleteFeedback);
  });

  it("name the card's figures and sources as the contract does", () => {
    for (const figure of Object.keys(CARD_ACTIVITY_TERMS) as CardActivityFigure[]) {
      expect(customer(`figures.${figure}.label`)).toBe(CARD_ACTIVITY_TERMS[figure].label);
      expect(customer(`figures.${figure}.counts`, { seconds: CARD_VIEW_REPEAT_SECONDS })).toBe(
        CARD_ACTIVITY_TERMS[figure].counts,
      );
    }
    expect(customer('insights.summary')).toBe(CARD_ACTIVITY_SUMMARY);
    expect(customer('insights.daysNote')).toBe(CARD_ACTIVITY_DAYS_NOTE);
    for (const source of Object.keys(CARD_VISIT_SOURCE_LABELS) as CardVisitSource[]) {
      expect(customer(`sources.${source}`)).toBe(CARD_VISIT_SOURCE_LABELS[source]);
    }
    for (const kind of Object.keys(LINK_KIND_LABELS) as LinkKind[]) {
      expect(common(`helpfulLinks.kinds.${kind}`)).toBe(LINK_KIND_LABELS[kind]);
    }
  });

  it("find each role's glossary word, so roles read in the panel's language", () => {
    for (const label of Object.values(ROLE_LABELS)) {
      const key = roleTerm(label);
      expect(key, label).not.toBeNull();
      expect(testT('hi', 'glossary')(key ?? '')).not.toBe(label);
    }
    expect(roleTerm('Some new role')).toBeNull();
  });
});
