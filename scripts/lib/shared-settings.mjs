// What the bench and the soak agree on, so their figures describe the same site and the same visitors.

export const sharedSettings = {
  timeZone: 'Asia/Kolkata',
  // Phones always send this; a server that compresses per request pays for it here, as in production.
  acceptEncoding: 'gzip, deflate, br',
};

/** `value` (from the environment) as a positive number, else `fallback`. */
export function positiveNumber(value, fallback) {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

/** The headers every measured request carries, as a phone's browser sends them. */
export const browserHeaders = { 'accept-encoding': sharedSettings.acceptEncoding };
