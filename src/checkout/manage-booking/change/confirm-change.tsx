import React from "react";
import { useT } from "../../../i18n/use-t";

/**
 * The change of date's actions: once a date has its price, confirm it ("Pay the difference" when dearer, which goes
 * to the card page), and close the change of date.
 */
export function ConfirmChange({
  ready,
  difference,
  disabled,
  money,
  onConfirm,
  onClose,
}: {
  /** A date is chosen and priced. */
  ready: boolean;
  difference: number;
  disabled: boolean;
  money: (amount: number) => string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <p className="manage__actions">
      {ready && (
        <button type="button" className="button button--primary" disabled={disabled} onClick={onConfirm}>
          {difference > 0 ? t("manage.payDifference", { amount: money(difference) }) : t("manage.confirmChange")}
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t("manage.closeChange")}
      </button>
    </p>
  );
}
