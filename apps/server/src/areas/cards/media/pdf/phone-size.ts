/** A phone visiting card's page: 360 × 640 pt (9:16). */
export const PHONE_PAGE = { width: 360, height: 640 } as const;
