import React from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatDeadline } from "../../../domain/free-cancellation";
import { cityById } from "../../../domain/cities";

/**
 * The free-cancellation reminder of the checkout's summaries: the deadline the server derived from the supplier's
 * cutoff for the chosen slot, in the city's time ("until Wed 6 Jan, 23:59", docs/adr/0354), the same instant as the
 * confirmation, the e-mail, the PDF and manage booking; before a slot is chosen, the general rule.
 */
export function FreeCancellation({
  until,
  city,
  locale,
}: {
  until: string | null | undefined;
  city: string | null | undefined;
  locale: Locale;
}) {
  const t = useT();
  const timeZone = city ? cityById(city)?.timezone : undefined;
  return (
    <p className="summary__reassurance" data-testid="free-cancellation">
      <span aria-hidden="true">✓ </span>
      {until && timeZone
        ? t("checkout.freeCancellationUntil", { date: formatDeadline(until, locale, timeZone) })
        : t("checkout.freeCancellation")}
    </p>
  );
}
