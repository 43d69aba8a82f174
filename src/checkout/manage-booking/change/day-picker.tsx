import React from "react";
import { Calendar, type Month } from "../../../components/calendar";
import type { DayInfo } from "../../../components/day-label";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import type { StartTimesQuery } from "../../graphql/__generated__/graphql";
import { localTime } from "../format";

/**
 * The change of date's day picker: "pick a day", the calendar of the booking's option (the booking's date marked,
 * the chosen one selected), then, when the chosen day has more than one open start time, those times as radios.
 */
export function DayPicker({
  month,
  days,
  selected,
  marked,
  today,
  locale,
  busy,
  times,
  availabilityId,
  onSelect,
  onMonth,
  onTime,
}: {
  month: Month;
  days: ReadonlyMap<string, DayInfo>;
  selected: string | null;
  marked: string;
  today: string;
  locale: Locale;
  busy: boolean;
  times: StartTimesQuery["startTimes"];
  availabilityId: string | null;
  onSelect: (day: string) => void;
  onMonth: (month: Month) => void;
  onTime: (day: string, availabilityId: string) => void;
}) {
  const t = useT();
  return (
    <>
      <p className="meta">{t("manage.pickDay")}</p>
      <Calendar
        month={month}
        days={days}
        selected={selected}
        marked={marked}
        today={today}
        locale={locale}
        busy={busy}
        onSelect={onSelect}
        onMonth={onMonth}
      />
      {times.length > 1 && selected && (
        <fieldset className="manage-change__times">
          <legend>{t("manage.time")}</legend>
          {times.map((s) => (
            <label key={s.availabilityId} className="manage-change__time">
              <input
                type="radio"
                name="manage-start-time"
                value={s.availabilityId}
                checked={availabilityId === s.availabilityId}
                onChange={() => onTime(selected, s.availabilityId)}
              />{" "}
              {localTime(s.startsAt)}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
