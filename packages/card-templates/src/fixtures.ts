// A complete card view with every section filled, for tests, the size budget and the
// editor's empty-state preview. Images point at /uploads paths that may not exist.
import type { TCardView } from '@cardora/contract';

export function richCardView(overrides: Partial<TCardView> = {}): TCardView {
  return {
    cardId: 'sharma-sweets',
    businessName: 'Sharma Sweets',
    categoryName: 'Sweet Shop',
    agencyName: 'Demo Agency',
    publicUrl: 'http://localhost:3000/sharma-sweets',
    sections: {
      basicDetails: {
        salutation: 'Mr.',
        name: 'Aarav Sharma',
        designation: 'Founder & Head Halwai',
        companyName: 'Sharma Sweets',
        businessType: 'Retailer',
        phoneNumbers: ['+919876543210', '+912224567890'],
        whatsappNumber: '+919876543210',
        email: 'orders@sharmasweets.in',
        address: 'Shop 4, Laxmi Market, Station Road, Andheri West, Mumbai 400058',
        mapLink: 'https://maps.google.com/?q=Sharma+Sweets+Andheri+West',
        website: 'https://sharmasweets.in',
        logoUrl: '/uploads/business/demo/logo.webp',
        photoUrl: '/uploads/business/demo/photo.webp',
      },
      paymentOptions: {
        upiId: 'sharmasweets@okhdfcbank',
        upiPayeeName: 'Sharma Sweets',
        upiQrImageUrl: null,
        bank: {
          accountName: 'Sharma Sweets',
          accountNumber: '50200012345678',
          ifsc: 'HDFC0001234',
          bankName: 'HDFC Bank',
          branch: 'Andheri West',
        },
      },
      youtubeVideos: {
        videos: [
          { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'How we make our kaju katli' },
          { url: 'https://youtu.be/9bZkp7q19f0', title: 'Diwali gift boxes 2026' },
        ],
      },
      template: { templateId: 'classic', primaryColor: '#c2410c', secondaryColor: '#3b1d0f', style: 'style-1' },
      gallery: {
        images: [
          { url: '/uploads/business/demo/gallery-1.webp', caption: 'Our Andheri shop' },
          { url: '/uploads/business/demo/gallery-2.webp', caption: 'Fresh jalebi every morning' },
          { url: '/uploads/business/demo/gallery-3.webp', caption: 'Festive gift boxes' },
          { url: '/uploads/business/demo/gallery-4.webp', caption: null },
        ],
      },
      aboutUs: {
        text:
          'Since 1986 our family has made **pure desi ghee** sweets in small batches every morning.\n' +
          'We cater weddings, corporate Diwali gifting and _same-day_ orders across Mumbai.\n\n' +
          'Sugar-free and vegan options are available on request.',
        yearEstablished: 1986,
      },
      products: {
        products: [
          {
            productId: 'kaju-katli',
            name: 'Kaju Katli (500 g)',
            priceInPaise: 60_000,
            imageUrl: '/uploads/business/demo/kaju.webp',
            description: 'Thin cashew fudge with edible silver leaf.',
            enquiryEnabled: true,
          },
          {
            productId: 'gift-box',
            name: 'Diwali Gift Box (2 kg)',
            priceInPaise: 245_050,
            imageUrl: '/uploads/business/demo/box.webp',
            description: 'Twelve assorted sweets in a keepsake box.',
            enquiryEnabled: true,
          },
          {
            productId: 'wedding',
            name: 'Wedding catering',
            priceInPaise: 150_000_000,
            imageUrl: null,
            description: 'Sweets counter for 500 guests, live jalebi station.',
            enquiryEnabled: true,
          },
          {
            productId: 'samosa',
            name: 'Samosa (per piece)',
            priceInPaise: null,
            imageUrl: null,
            description: null,
            enquiryEnabled: false,
          },
        ],
      },
      links: {
        links: [
          { type: 'url', label: 'Instagram', value: 'https://instagram.com/sharmasweets' },
          { type: 'url', label: 'Order on Swiggy', value: 'https://www.swiggy.com/sharma-sweets' },
          { type: 'tel', label: 'Bulk orders', value: '+919812345678' },
          { type: 'email', label: 'Corporate gifting', value: 'gifting@sharmasweets.in' },
          { type: 'text', label: 'Open', value: 'Every day 8 am – 10 pm' },
        ],
      },
      settings: {
        hiddenSections: [],
        headings: {},
        seoTitle: null,
        seoDescription: null,
        showSaveContact: true,
        language: 'en',
      },
      secondLanguage: {
        language: null,
        name: null,
        designation: null,
        companyName: null,
        aboutText: null,
        products: [],
        links: [],
        members: [],
      },
      team: {
        members: [
          {
            memberId: 'm-priya',
            slug: 'priya',
            name: 'Priya Nair',
            designation: 'Sales',
            photoUrl: null,
            phoneNumber: '+919812345678',
            whatsappNumber: '+919812345678',
            email: 'priya@example.com',
            links: [],
            hidden: false,
          },
          {
            memberId: 'm-ravi',
            slug: 'ravi',
            name: 'Ravi Kumar',
            designation: 'Deliveries',
            photoUrl: null,
            phoneNumber: null,
            whatsappNumber: null,
            email: null,
            links: [],
            hidden: true,
          },
        ],
      },
    },
    ...overrides,
  };
}
