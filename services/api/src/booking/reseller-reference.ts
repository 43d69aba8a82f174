/**
 * The marketing link's referrer and partner on the supplier's booking: OCTO's `resellerReference`
 * of the hold, kept by the supplier through payment and confirmation, so that the partner can be credited.
 * Only a referrer the CMS knows is accepted (the spec's webreferrer check, made again on the server: the browser's
 * word is not enough); the partner is the referrer's partnerCentral in the CMS, else the link's `partnerCentral`.
 */
import type { CmsPartner } from "./content-source.ts";
import { BookingError } from "./errors.ts";

/** A referrer or partner as it may appear in the reference: letters, digits, `.`, `_`, `-`, at most 64. */
const TOKEN_RE = /^[A-Za-z0-9._-]{1,64}$/;

const token = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v && TOKEN_RE.test(v) ? v : null;
};

/** `referrer=HOTELLUM;partnerCentral=PC-1001` (either part may be absent), or null when there is nothing to credit. */
export function formatResellerReference(referrer: string | null, partnerCentral: string | null): string | null {
  const parts = [
    referrer ? `referrer=${referrer}` : null,
    partnerCentral ? `partnerCentral=${partnerCentral}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(";") : null;
}

/** The parts of a reference written by formatResellerReference (for reports and tests). */
export function parseResellerReference(reference: string | null | undefined): {
  referrer: string | null;
  partnerCentral: string | null;
} {
  const fields = new Map(
    (reference ?? "").split(";").map((part) => part.split("=", 2) as [string, string | undefined]),
  );
  return { referrer: fields.get("referrer") ?? null, partnerCentral: fields.get("partnerCentral") ?? null };
}

export type PartnerLookup = (referrer: string) => Promise<CmsPartner | null>;

/**
 * The reseller reference of a new cart. Only what the CMS knows reaches the supplier (ADR 0343): the referrer of a
 * CMS partner, and that partner's partnerCentral. An unknown referrer refuses the booking with the spec's 'you cannot
 * book this product using the current reservation link' (REFERRER_INVALID). A link's `partnerCentral` is never sent
 * on its own word: without a known referrer, or different from the known partner's, it is dropped and `onDropped`
 * is told (logged). A CMS that cannot answer does not stop the booking (the visitor is not to blame), it only loses
 * the credit, and `onLookupFailure` is told.
 */
export async function resellerReferenceFor(
  input: { referrer?: string | null; partnerCentral?: string | null },
  lookup: PartnerLookup | undefined,
  onLookupFailure: (error: unknown) => void = () => undefined,
  onDropped: (what: { partnerCentral: string }) => void = () => undefined,
): Promise<string | null> {
  const linkPartner = input.partnerCentral?.trim() || null;
  const drop = () => {
    if (linkPartner) onDropped({ partnerCentral: linkPartner.slice(0, 64) });
  };
  const asked = input.referrer?.trim();
  if (!asked) {
    drop();
    return null;
  }
  const referrer = token(asked);
  if (!referrer) throw new BookingError("REFERRER_INVALID", "REFERRER_INVALID");
  if (!lookup) {
    drop();
    return null;
  }
  let partner: CmsPartner | null;
  try {
    partner = await lookup(referrer);
  } catch (error) {
    onLookupFailure(error);
    drop();
    return null;
  }
  if (!partner) throw new BookingError("REFERRER_INVALID", "REFERRER_INVALID");
  const known = token(partner.partnerCentral);
  if (linkPartner && linkPartner !== known) drop();
  return formatResellerReference(referrer, known);
}
