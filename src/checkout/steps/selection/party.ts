import { useMemo } from "react";
import { checkPassengers, EMPTY_MIX, type FamilyPassRule, type RuleViolation } from "../../../../domain/passengers";
import type { CheckoutPassengers } from "../../../routes/checkout-query";
import type { PassengerUnit } from "../../components/passenger-inputs";
import type { CheckoutProductQuery } from "../../graphql/__generated__/graphql";
import { UNIT_ORDER, countKeyOf } from "../../passenger-types";

type Option = NonNullable<CheckoutProductQuery["product"]>["options"][number];

/**
 * Step 1's party as the server will count it: the option's passenger types in the site's order, the counts sent
 * (only the types the option sells; a family pass with its city's rule sets its members), and the first rule it breaks
 * (the server's rules, the cap of seats per unpaid cart included: option.maxSeats = MAX_SEATS_PER_CART), so that the
 * visitor is told before Continue and a larger party is sent to the group / private-tour request.
 */
export function useParty(
  option: Option | null,
  passengers: CheckoutPassengers,
  cityRule: FamilyPassRule | null,
): {
  units: PassengerUnit[];
  mix: CheckoutPassengers;
  violation: RuleViolation | null;
} {
  const units: PassengerUnit[] = useMemo(() => {
    if (!option) return [];
    const byType = new Map(option.units.map((u) => [u.type, u]));
    return UNIT_ORDER.flatMap((type) => {
      const u = byType.get(type);
      return u ? [{ type, minAge: u.minAge ?? null, maxAge: u.maxAge ?? null, priceFrom: u.priceFrom ?? null }] : [];
    });
  }, [option]);
  const familyPass = units.some((u) => u.type === "FAMILY");
  const ruleApplies = !!cityRule && (cityRule.adultNumber > 0 || cityRule.childrenNumber > 0);
  const mix: CheckoutPassengers = useMemo(() => {
    const sold = { ...EMPTY_MIX };
    for (const u of units) {
      const key = countKeyOf(u.type);
      if (key) sold[key] = passengers[key];
    }
    if (familyPass && ruleApplies && cityRule) {
      sold.adult = sold.family * cityRule.adultNumber;
      sold.child = sold.family * cityRule.childrenNumber;
    }
    return sold;
  }, [units, passengers, familyPass, ruleApplies, cityRule]);
  const violation = option
    ? checkPassengers(mix, { familyPass, familyPassRule: cityRule, maxSeatsPerCart: option.maxSeats })
    : null;
  return { units, mix, violation };
}
