import React, { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { toast } from "../../../components/toast-area";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { dataOf } from "../../../lib/booking-errors";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { UpsellCard } from "../../components/upsell-card";
import { pushCheckoutEvent, upsellEvent } from "../../events";
import {
  AddUpsellDocument,
  RemoveUpsellDocument,
  type CartOptionsFieldsFragment,
} from "../../graphql/__generated__/graphql";
import type { Presses } from "./press";
import type { StepCart } from "./step-cart";

export type Upsell = CartOptionsFieldsFragment["upsells"][number];

/**
 * Step 2's combinations sold with the tour: adding one (a toast says so), and removing one once the visitor confirms
 * (`removing` is the one asked about). Each press is one of step 2's presses (press.ts): in flight, then done or an
 * error; each done one is reported (upsellEvent).
 */
export function useUpsells(cart: StepCart | null, locale: Locale, press: Presses) {
  const t = useT();
  const [addUpsellMutation] = useMutation(AddUpsellDocument);
  const [removeUpsellMutation] = useMutation(RemoveUpsellDocument);
  const [removing, setRemoving] = useState<Upsell | null>(null);
  const { setPending, setError, failed } = press;

  const add = async (upsell: Upsell) => {
    if (!cart) return;
    const pressed = { productId: upsell.productId, added: true };
    setPending(pressed);
    setError(null);
    try {
      const { addUpsell } = dataOf(
        await addUpsellMutation({ variables: { input: { id: cart.id, productId: upsell.productId }, locale } }),
      );
      const added = addUpsell.upsells.find((u) => u.productId === upsell.productId) ?? upsell;
      pushCheckoutEvent(upsellEvent("add", added));
      toast.success(t("checkout.combinations.addedToast", { title: upsell.title }));
    } catch (e) {
      failed(e);
    } finally {
      setPending((p) => (p === pressed ? null : p));
    }
  };

  const remove = async (upsell: Upsell) => {
    setRemoving(null);
    if (!cart) return;
    const pressed = { productId: upsell.productId, added: false };
    setPending(pressed);
    setError(null);
    try {
      await removeUpsellMutation({ variables: { input: { id: cart.id, productId: upsell.productId }, locale } });
      pushCheckoutEvent(upsellEvent("remove", upsell));
      toast.info(t("checkout.combinations.removedToast", { title: upsell.title }));
    } catch (e) {
      failed(e);
    } finally {
      setPending((p) => (p === pressed ? null : p));
    }
  };

  return { add, remove, removing, setRemoving };
}

/** The list of combinations sold with the tour, each a card to add or remove (upsell-card.tsx). */
export function UpsellList({
  upsells,
  locale,
  busy,
  onAdd,
  onRemove,
}: {
  upsells: readonly Upsell[];
  locale: Locale;
  busy: boolean;
  onAdd: (upsell: Upsell) => void;
  onRemove: (upsell: Upsell) => void;
}) {
  const t = useT();
  return (
    <section className="field-group" aria-labelledby="upsells-title">
      <h3 id="upsells-title" className="field-group__legend">
        {t("checkout.combinations.upsellsTitle")}
      </h3>
      <ul className="upsells">
        {upsells.map((u) => (
          <UpsellCard
            key={u.productId}
            upsell={u}
            locale={locale}
            busy={busy}
            onAdd={() => onAdd(u)}
            onRemove={() => onRemove(u)}
          />
        ))}
      </ul>
    </section>
  );
}

/** "Remove this combination?": remove it, or keep it. */
export function RemoveUpsellDialog({
  removing,
  onConfirm,
  onCancel,
}: {
  removing: Upsell | null;
  onConfirm: (upsell: Upsell) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open={removing !== null}
      title={t("checkout.combinations.removeTitle", { title: removing?.title ?? "" })}
      text={t("checkout.combinations.removeQuestion")}
      confirmLabel={t("checkout.combinations.remove")}
      cancelLabel={t("checkout.combinations.keepUpsell")}
      onConfirm={() => removing && onConfirm(removing)}
      onCancel={onCancel}
    />
  );
}
