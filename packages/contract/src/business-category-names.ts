// The business categories every database ships with (migration 0002's platform-wide 'Business
// Category'), by key with their English names. The panel shows them in the customer's language;
// a category an agency or customer typed stays as typed. docs/product-rules.md#hindi-mode

export const BUILT_IN_BUSINESS_CATEGORIES = {
  architect: 'Architect',
  'auto-repair': 'Auto Repair',
  bakery: 'Bakery',
  boutique: 'Boutique',
  'ca-tax-consultant': 'CA & Tax Consultant',
  caterer: 'Caterer',
  clinic: 'Clinic',
  'coaching-classes': 'Coaching Classes',
  courier: 'Courier',
  doctor: 'Doctor',
  electronics: 'Electronics',
  'event-planner': 'Event Planner',
  grocery: 'Grocery',
  'gym-fitness': 'Gym & Fitness',
  'hardware-store': 'Hardware Store',
  'insurance-agent': 'Insurance Agent',
  'interior-designer': 'Interior Designer',
  jewellery: 'Jewellery',
  'mobile-shop': 'Mobile Shop',
  pharmacy: 'Pharmacy',
  photography: 'Photography',
  'printing-press': 'Printing Press',
  'real-estate': 'Real Estate',
  restaurant: 'Restaurant',
  'salon-spa': 'Salon & Spa',
  school: 'School',
  'sweet-shop': 'Sweet Shop',
  tailor: 'Tailor',
  'tiffin-service': 'Tiffin Service',
  'travel-agency': 'Travel Agency',
} as const;

export type BuiltInBusinessCategory = keyof typeof BUILT_IN_BUSINESS_CATEGORIES;

/**
 * The key of a built-in category when `name` is still its shipped English name (a renamed one, or
 * a category typed with "Other", is shown as written), else null.
 */
export function builtInCategoryKey(key: string, name: string): BuiltInBusinessCategory | null {
  if (!Object.hasOwn(BUILT_IN_BUSINESS_CATEGORIES, key)) return null;
  const known = key as BuiltInBusinessCategory;
  return BUILT_IN_BUSINESS_CATEGORIES[known] === name ? known : null;
}
