/** Which panel the upgrade screen opens over: the customer's or the staff's (a business row). */
export type UpgradeArea = 'customer' | 'admin';
