import React, { type Ref } from "react";
import { useT } from "../../../i18n/use-t";
import type { StartTimesQuery } from "../../graphql/__generated__/graphql";

type Slot = StartTimesQuery["startTimes"][number];

/**
 * Step 1's departure times of a timed tour on the chosen day (one radio per departure, a sold-out one disabled), with
 * "Choose a time" under the legend once Continue was pressed without one.
 */
export function StartTimeField({
  slots,
  loading,
  chosen,
  missingText,
  fieldsetRef,
  onChoose,
}: {
  slots: readonly Slot[];
  loading: boolean;
  chosen: string | null;
  /** Shown (and the field described by it) when Continue needs a time. */
  missingText: string | null;
  fieldsetRef: Ref<HTMLFieldSetElement>;
  onChoose: (availabilityId: string) => void;
}) {
  const t = useT();
  return (
    <fieldset
      ref={fieldsetRef}
      className="field-group"
      aria-busy={loading}
      aria-describedby={missingText ? "start-time-error" : undefined}
    >
      <legend className="field-group__legend">{t("checkout.startTime")}</legend>
      {missingText && (
        <p id="start-time-error" className="field-error">
          {missingText}
        </p>
      )}
      {slots.length === 0 && !loading ? (
        <p>{t("checkout.noStartTimes")}</p>
      ) : (
        <div className="choices">
          {slots.map((s) => (
            <label
              key={s.availabilityId}
              className={`choice${s.availabilityId === chosen ? " choice--checked" : ""}${s.state === "SOLD_OUT" ? " choice--disabled" : ""}`}
            >
              <input
                type="radio"
                name="start-time"
                value={s.availabilityId}
                checked={s.availabilityId === chosen}
                disabled={s.state === "SOLD_OUT"}
                onChange={() => onChoose(s.availabilityId)}
              />
              <span>{s.startsAt.slice(11, 16)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
