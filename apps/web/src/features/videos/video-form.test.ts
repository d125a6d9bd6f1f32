import { describe, expect, test } from 'vitest';
import { detailsOf, formFieldOf, formStartOf, photosOf, slotValuesOf, ZVideoDetailsForm } from './video-form';

const DRAFT = {
  businessName: 'Sharma Sweets',
  phone: '+91 98765 43210',
  address: 'MG Road, Pune',
  customLine: '',
  logoUrl: '/uploads/b/logo.webp',
  photoUrls: ['/uploads/b/shop.webp'],
};

describe('the video editor form', () => {
  test('starts from the prefill, one photo per picker', () => {
    expect(formStartOf(DRAFT)).toEqual({
      businessName: 'Sharma Sweets',
      phone: '+91 98765 43210',
      address: 'MG Road, Pune',
      customLine: '',
      logoUrl: '/uploads/b/logo.webp',
      photo1: '/uploads/b/shop.webp',
      photo2: null,
      photo3: null,
    });
  });

  test('sends the photos in order with gaps closed, only as many as the template has slots for', () => {
    const values = ZVideoDetailsForm.parse({
      ...formStartOf(DRAFT),
      photo1: null,
      photo2: '/uploads/b/two.webp',
      photo3: '/uploads/b/three.webp',
    });
    expect(detailsOf(values, 3).photoUrls).toEqual(['/uploads/b/two.webp', '/uploads/b/three.webp']);
    expect(detailsOf(values, 2).photoUrls).toEqual(['/uploads/b/two.webp']);
    expect(detailsOf(values, 0).photoUrls).toEqual([]);
    expect(photosOf({ photo1: '', photo2: undefined }, 3)).toEqual([]);
  });

  test('checks with the contract: a business name is needed, texts are bounded', () => {
    const empty = ZVideoDetailsForm.safeParse({ ...formStartOf(DRAFT), businessName: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Enter the business name.');
    const long = ZVideoDetailsForm.safeParse({ ...formStartOf(DRAFT), customLine: 'x'.repeat(81) });
    expect(long.success).toBe(false);
    const foreign = ZVideoDetailsForm.safeParse({ ...formStartOf(DRAFT), photo1: 'https://evil.example/x.png' });
    expect(foreign.success).toBe(false);
  });

  test('server field errors land on the field they are about', () => {
    expect(formFieldOf('details.businessName')).toBe('businessName');
    expect(formFieldOf('details.photoUrls.1')).toBe('photo2');
    expect(formFieldOf('details.photoUrls')).toBe('photo1');
    expect(formFieldOf('details.logoUrl')).toBe('logoUrl');
    expect(formFieldOf('customLine')).toBe('customLine');
    expect(formFieldOf('details.photoUrls.7')).toBeNull();
    expect(formFieldOf('templateId')).toBeNull();
  });

  test('the layout sketch shows what is typed, photos in the slots they will fill', () => {
    const values = { ...formStartOf(DRAFT), photo1: null, photo2: '/uploads/b/two.webp', customLine: '20% off' };
    expect(slotValuesOf({ ...values, phone: '+919876543210' }, 2)).toEqual({
      businessName: 'Sharma Sweets',
      phone: '+91 98765 43210',
      address: 'MG Road, Pune',
      customLine: '20% off',
      logo: '/uploads/b/logo.webp',
      photo1: '/uploads/b/two.webp',
    });
  });
});
