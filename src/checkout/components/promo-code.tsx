import React, { useId, useState } from "react";
import { toast } from "../../components/toast-area";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { useMutation } from "@apollo/client/react";
import { dataOf, serverCode, serverMessage } from "../../lib/booking-errors";
import { pushEvent } from "../../analytics/data-layer";
import { addPromoCodeEvent } from "../../analytics/events";
import {
  ApplyPromoCodeDocument,
  RemovePromoCodeDocument,
  type CartFieldsFragment,
} from "../graphql/__generated__/graphql";
import { ConfirmDialog } from "./confirm-dialog";

type Pending = { kind: "replace"; code: string } | { kind: "remove" } | null;

/**
 * Step 3's promo code: apply ('Not valid promo code' when the server refuses it), replace the cart's offer after a
 * confirmation, remove it after a confirmation. The server applies the rule of codes and offers (docs/adr/0353): a
 * code that adds to the web offer is applied at once, one that would replace the offer asks first (the server says
 * so: PROMO_CODE_REPLACE_REQUIRED), one that would raise the price is refused with the server's reason. The rule
 * is written under the field. The totals come back with the cart from the server (Apollo's cache keeps one Cart by
 * id, so the summary follows); nothing is computed here.
 */
export function PromoCode({
  cart,
  locale,
  initialCode,
  onCodeChange,
}: {
  cart: Pick<CartFieldsFragment, "id" | "offer">;
  locale: Locale;
  initialCode?: string | null;
  onCodeChange?: (code: string | null) => void;
}) {
  const t = useT();
  const inputId = useId();
  const [code, setCode] = useState(initialCode && initialCode !== cart.offer?.code ? initialCode : "");
  const [error, setError] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const current = cart.offer?.code ?? null;
  const [applyPromoCodeMutation] = useMutation(ApplyPromoCodeDocument);
  const [removePromoCodeMutation] = useMutation(RemovePromoCodeDocument);

  const doApply = async (value: string, replace: boolean) => {
    setError("");
    setBusy(true);
    try {
      const { applyPromoCode } = dataOf(
        await applyPromoCodeMutation({ variables: { input: { id: cart.id, code: value, replace }, locale } }),
      );
      const applied = applyPromoCode.offer?.code ?? value;
      // add_promo_code for a code typed here too, not only for a `?code=` link
      pushEvent(addPromoCodeEvent(applied, true));
      setCode("");
      onCodeChange?.(applied);
      toast.success(t("checkout.promo.applied", { code: applied }));
    } catch (e) {
      if (!replace && serverCode(e) === "PROMO_CODE_REPLACE_REQUIRED") {
        setPending({ kind: "replace", code: value });
        return;
      }
      if (serverCode(e) === "PROMO_CODE_INVALID" || serverCode(e) === "PROMO_CODE_WORSE")
        pushEvent(addPromoCodeEvent(value, false));
      setError(serverMessage(e) ?? t("errors.promo"));
    } finally {
      setBusy(false);
    }
  };

  const doRemove = async () => {
    setError("");
    setBusy(true);
    try {
      await removePromoCodeMutation({ variables: { id: cart.id, locale } });
      onCodeChange?.(null);
      toast.info(t("checkout.promo.removed"));
    } catch (e) {
      setError(serverMessage(e) ?? t("errors.booking"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="promo" data-testid="promo">
      <form
        className="promo__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = code.trim();
          if (!value) {
            setError(t("errors.promo"));
            return;
          }
          void doApply(value, false);
        }}
      >
        <label htmlFor={inputId}>{t("checkout.promo.label")}</label>
        <div className="promo__row">
          <input
            id={inputId}
            name="promoCode"
            value={code}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error ${inputId}-rule` : `${inputId}-rule`}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t("checkout.promo.apply")}
          </button>
        </div>
        {error && (
          <p className="field-error" id={`${inputId}-error`} role="alert">
            {error}
          </p>
        )}
        <p className="promo__rule" id={`${inputId}-rule`} data-testid="promo-rule">
          {t("checkout.promo.rule")}
        </p>
      </form>
      {current && (
        <p className="promo__current">
          <span data-testid="applied-promo">{t("checkout.promoCode", { code: current })}</span>{" "}
          <button
            type="button"
            className="button button--link"
            disabled={busy}
            onClick={() => setPending({ kind: "remove" })}
          >
            {t("checkout.promo.remove", { code: current })}
          </button>
        </p>
      )}
      <ConfirmDialog
        open={pending?.kind === "replace"}
        title={t("checkout.promo.replaceTitle")}
        text={t("checkout.promo.replaceQuestion", {
          current: current ?? "",
          code: pending?.kind === "replace" ? pending.code : "",
        })}
        confirmLabel={t("checkout.promo.replace")}
        cancelLabel={t("checkout.cancel")}
        onConfirm={() => {
          if (pending?.kind === "replace") void doApply(pending.code, true);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === "remove"}
        title={t("checkout.promo.removeTitle")}
        text={t("checkout.promo.removeQuestion", { code: current ?? "" })}
        confirmLabel={t("checkout.promo.removeConfirm")}
        cancelLabel={t("checkout.cancel")}
        onConfirm={() => {
          void doRemove();
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
