/** Injectable time, so tests can move past OTP expiry or session inactivity without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
