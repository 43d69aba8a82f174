import React, { type Ref } from "react";
import { cityById } from "../../../../domain/cities";
import { Calendar, type Month } from "../../../components/calendar";
import type { DayInfo } from "../../../components/day-label";
import { ServiceAlertsArea } from "../../../components/service-alerts-area";
import type { Alert } from "../../../content/city-info";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";

/**
 * Step 1's day: the checkout's calendar (availability and prices of the party), the service alerts of the chosen
 * day, "no dates" when the shown month has no bookable day, and "Choose a date" once Continue was pressed without one.
 */
export function DateField({
  sectionRef,
  month,
  days,
  selected,
  today,
  locale,
  city,
  alerts,
  busy,
  noDates,
  missingText,
  onSelect,
  onMonth,
}: {
  sectionRef: Ref<HTMLElement>;
  month: Month;
  days: ReadonlyMap<string, DayInfo>;
  selected: string | null;
  today: string;
  locale: Locale;
  city: string;
  alerts: readonly Alert[];
  busy: boolean;
  noDates: boolean;
  /** Shown (and the section described by it) when Continue needs a day. */
  missingText: string | null;
  onSelect: (date: string) => void;
  onMonth: (month: Month) => void;
}) {
  const t = useT();
  return (
    <section
      ref={sectionRef}
      className="field-group"
      aria-labelledby="date-title"
      aria-describedby={missingText ? "date-error" : undefined}
    >
      <h3 id="date-title" className="field-group__legend">
        {t("checkout.date")}
      </h3>
      {missingText && (
        <p id="date-error" className="field-error">
          {missingText}
        </p>
      )}
      <Calendar
        month={month}
        days={days}
        selected={selected}
        today={today}
        locale={locale}
        busy={busy}
        onSelect={onSelect}
        onMonth={onMonth}
      />
      {selected && (
        <ServiceAlertsArea
          alerts={alerts}
          locale={locale}
          city={city}
          date={selected}
          timeZone={cityById(city)?.timezone}
          label={t("alerts.dateLabel")}
        />
      )}
      {noDates && (
        <p className="notice" role="status" data-testid="no-dates">
          {t("errors.noDates")}
        </p>
      )}
    </section>
  );
}
