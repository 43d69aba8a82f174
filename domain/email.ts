/**
 * E-mail addresses, one rule for every form that takes one (checkout step 3, manage booking, the help-centre forms)
 * on the browser and the server alike, and the one comparable form the bookings are found by.
 */

/** Longest accepted address, in characters (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Something, "@", a domain of at least two dot-separated labels; no spaces, one "@". */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a value (trimmed first) is an e-mail address the site accepts. */
export const isEmailAddress = (value: string): boolean => {
  const v = value.trim();
  return [...v].length <= EMAIL_MAX_LENGTH && EMAIL_ADDRESS.test(v);
};

/**
 * The one comparable form of an e-mail address: Unicode NFC, trimmed, lower-cased with Unicode rules.
 * Stored beside the address as typed and compared only in this form, never with SQL's LOWER() (ASCII-only in
 * SQLite), so "ÄRGER@example.com" finds the booking made as "ärger@Example.com".
 */
export const emailKey = (email: string): string => email.normalize("NFC").trim().toLowerCase();
