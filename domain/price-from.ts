/**
 * One option's "price from" as /api/init/offers sends it and the site's data layer keeps it (its adult unit, else
 * its first): the product page's options side by side (docs/adr/0357). The web server writes it, the site reads it.
 */
export interface OptionFrom {
  optionId: string;
  /** Validity (day tickets) or duration, in minutes; null when the supplier says nothing. */
  durationMinutes: number | null;
  /** Minor units (cents). */
  amount: number;
  /** Minor units before the supplier's discount, when higher; null otherwise. */
  original: number | null;
  currency: string;
}
