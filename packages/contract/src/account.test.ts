import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, deleteConfirmationMatches, deleteConfirmationText, ZChangePasswordBody } from './account';
import { DEFAULT_AGENCY_CONFIGURATION } from './agency';
import { ZAgencyConfigurationInput } from './agency-management';
import { MESSAGES } from './messages';

describe('account rules', () => {
  it('the delete confirmation is how the person signs in', () => {
    expect(deleteConfirmationText({ signInWith: 'phone', phoneNumber: '+919876543210', email: 'a@b.co' })).toBe(
      '+919876543210',
    );
    expect(deleteConfirmationText({ signInWith: 'email', phoneNumber: null, email: 'a@b.co' })).toBe('a@b.co');
  });

  it('a phone matches by its digits with or without +91; an e-mail ignoring case; nothing else', () => {
    const phone = '+919876543210';
    for (const typed of ['+919876543210', '+91 98765 43210', '9876543210', '98765-43210']) {
      expect(deleteConfirmationMatches(phone, typed), typed).toBe(true);
    }
    for (const typed of ['', '43210', '9876543211', '+929876543210']) {
      expect(deleteConfirmationMatches(phone, typed), typed).toBe(false);
    }
    expect(deleteConfirmationMatches('meera@example.com', ' Meera@Example.com ')).toBe(true);
    expect(deleteConfirmationMatches('meera@example.com', 'meera@example.co')).toBe(false);
    expect(deleteConfirmationMatches('', '')).toBe(false);
  });

  it('a password change takes the current password or a code, exactly one', () => {
    expect(ZChangePasswordBody.safeParse({ currentPassword: 'x', password: 'long-enough' }).success).toBe(true);
    expect(ZChangePasswordBody.safeParse({ otp: '123456', password: 'long-enough' }).success).toBe(true);
    for (const body of [
      { password: 'long-enough' },
      { currentPassword: 'x', otp: '123456', password: 'long-enough' },
    ]) {
      const result = ZChangePasswordBody.safeParse(body);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['currentPassword', ACCOUNT_MESSAGES.currentPasswordOrCode],
      ]);
    }
  });

  it("the agency's contact numbers are optional, '' means none, and a bad one names its field", () => {
    const base = { ...DEFAULT_AGENCY_CONFIGURATION, pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] } };
    expect(ZAgencyConfigurationInput.parse(base).contact).toBeUndefined();
    expect(
      ZAgencyConfigurationInput.parse({ ...base, contact: { phoneNumber: '+91 98765 43210', whatsappNumber: '' } })
        .contact,
    ).toEqual({ phoneNumber: '+919876543210', whatsappNumber: null });
    const bad = ZAgencyConfigurationInput.safeParse({ ...base, contact: { phoneNumber: '12', whatsappNumber: null } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['contact.phoneNumber', MESSAGES.phoneInvalid],
    ]);
  });
});
