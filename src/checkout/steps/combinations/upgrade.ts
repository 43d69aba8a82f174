import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { mixOf } from "../../../../domain/passengers";
import { pushEvent } from "../../../analytics/data-layer";
import { selectDurationEvent } from "../../../analytics/events";
import { toast } from "../../../components/toast-area";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { dataOf } from "../../../lib/booking-errors";
import { pushCheckoutEvent, upgradeEvent } from "../../events";
import { UpgradeCartDocument } from "../../graphql/__generated__/graphql";
import type { Presses } from "./press";
import type { StepCart, useStepCart } from "./step-cart";

/**
 * Step 2's upgrade of the ticket (up to 3 more days, same passengers): the option chosen (none: keep my ticket),
 * reported as step 1's choice of option is, and shown in the summary with the server's price of the cart after it
 * (`chosenUpgrade`); `apply`, on Continue, upgrades the cart to it and keeps the upgraded ticket for Back to step 1.
 * It resolves false when the upgrade failed (the error is step 2's, press.ts): the visitor stays on the step.
 */
export function useUpgrade(
  cart: StepCart | null,
  locale: Locale,
  press: Presses,
  setStored: ReturnType<typeof useStepCart>["setStored"],
) {
  const t = useT();
  const [upgradeCartMutation] = useMutation(UpgradeCartDocument);
  const [chosen, setChosen] = useState<string | null>(null);
  const { setPending, setError, failed } = press;

  // The summary shows the chosen upgrade's breakdown (the server's price of the cart after it): it follows every
  // change of the cart, the upgrade applied on Continue charges exactly that total.
  const chosenUpgrade = cart?.upgrades.find((u) => u.option.id === chosen) ?? null;

  const choose = (optionId: string | null) => {
    if (!cart) return;
    setChosen(optionId);
    // the same event and shape as step 1's choice of option; "keep my ticket" reports the cart's option
    const option = cart.upgrades.find((u) => u.option.id === optionId)?.option ?? cart.option;
    pushEvent(selectDurationEvent(cart.product.id, option.id, option.title));
  };

  const apply = async (): Promise<boolean> => {
    if (!cart) return false;
    const upgrade = cart.upgrades.find((u) => u.option.id === chosen);
    if (!upgrade) return true;
    setPending("upgrade");
    setError(null);
    try {
      // The server checks that the passengers do not change (the spec's rule); counts only.
      const passengers = mixOf((type) => cart.passengers[type]);
      const upgraded = dataOf(
        await upgradeCartMutation({
          variables: { input: { id: cart.id, optionId: upgrade.option.id, passengers }, locale },
        }),
      ).upgradeCart;
      pushCheckoutEvent(upgradeEvent(cart, upgrade, cart.total.currency));
      // Back to step 1 shows the upgraded ticket (and updates this cart rather than replacing it).
      setStored((s) =>
        s && s.id === upgraded.id
          ? { ...s, optionId: upgraded.option.id, expiresAt: upgraded.expiresAt ?? s.expiresAt }
          : s,
      );
      toast.success(t("checkout.combinations.upgradedToast"));
    } catch (e) {
      failed(e);
      setPending(null);
      return false;
    }
    setPending(null);
    return true;
  };

  return { chosen, chosenUpgrade, choose, apply };
}
