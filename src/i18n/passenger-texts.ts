/**
 * The UI catalogue keys of each passenger type, derived from the kernel's list (domain/passengers.ts, ADR 0358):
 * a new type needs no code here, only its texts in the four catalogues (src/i18n/messages/<lang>/common.json):
 * - `checkout.unit.<UNIT>`: its name as a count's label ("Adults", "Seniors"), every screen's;
 * - `passengers.hint.<type>`: the hint under its count (ages, proof of status);
 * - `checkout.count.<UNIT>` and `checkout.count.<UNIT>_one`: a count's words ("2 × adultes", "1 × adulte").
 * This module fails to compile while the English catalogue lacks one of them; passenger-texts.test.ts checks the
 * four catalogues.
 */
import type { PassengerType, UnitType } from "../../domain/passengers";
import type { MessageKey } from "./use-t";

/** `OTHER`: a supplier's unit type the site does not count (the booking API's PassengerType). */
export type PassengerLabelKey = `checkout.unit.${UnitType | "OTHER"}`;
export type PassengerHintKey = `passengers.hint.${PassengerType}`;
export type PassengerCountKey = `checkout.count.${UnitType | "OTHER"}` | `checkout.count.${UnitType | "OTHER"}_one`;

/** Never: a passenger type's key missing from the English catalogue makes the line below an error that names it. */
type MissingTexts = Exclude<PassengerLabelKey | PassengerHintKey | PassengerCountKey, MessageKey>;
const everyTypeHasItsTexts: [MissingTexts] extends [never] ? true : MissingTexts = true;
void everyTypeHasItsTexts;

/** The label key of a passenger type or of a unit type ("adult" or "ADULT" → "checkout.unit.ADULT"). */
export const passengerLabelKey = (type: PassengerType | UnitType | "OTHER"): PassengerLabelKey =>
  `checkout.unit.${type.toUpperCase() as UnitType | "OTHER"}`;

/** The key of a count's words ("ADULT" → "checkout.count.ADULT"; i18next picks `_one` by the count). */
export const passengerCountKey = (type: PassengerType | UnitType | "OTHER"): `checkout.count.${UnitType | "OTHER"}` =>
  `checkout.count.${type.toUpperCase() as UnitType | "OTHER"}`;

/** The hint key of a passenger type ("infant" → "passengers.hint.infant"). */
export const passengerHintKey = (type: PassengerType): PassengerHintKey => `passengers.hint.${type}`;
