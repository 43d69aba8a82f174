/**
 * The one server-side renderer of a booking's price breakdown, for the e-mails and the PDF: the same
 * lines, discounts and total as the site's summary, in the booking's language, money through formatMoney.
 */
import { formatMoney } from "../../../../domain/money.ts";
import type { Locale } from "../locale.ts";
import { text } from "./i18n.ts";
import { countText } from "./passenger-count.ts";
import { breakdownOfTicket, type TicketData } from "./tickets.ts";

export interface BreakdownRow {
  label: string;
  amount: string;
  kind: "line" | "discount" | "total";
}

export function breakdownRows(
  t: Pick<TicketData, "breakdown" | "passengers" | "combinations" | "total">,
  locale: Locale,
): BreakdownRow[] {
  const b = breakdownOfTicket(t);
  const money = (minor: number) => formatMoney(minor, b.currency, locale);
  const rows: BreakdownRow[] = b.lines.map((l) => ({
    kind: "line",
    label: `${l.title ? `${l.title}: ` : ""}${countText(l.quantity, l.type, (l as { label?: string | null }).label, locale)}`,
    // Tickets from before breakdowns were kept only know the total: their other lines show no amount.
    amount: t.breakdown || l.amount ? money(l.amount) : "",
  }));
  for (const d of b.discounts) {
    const what = d.offerTitle
      ? text("offerLine", locale, { title: d.offerTitle })
      : d.code
        ? text("promoLine", locale, { code: d.code })
        : text("discountLine", locale);
    rows.push({ kind: "discount", label: d.title ? `${d.title}: ${what}` : what, amount: `−${money(d.amount)}` });
  }
  rows.push({ kind: "total", label: text("total", locale), amount: money(b.total) });
  return rows;
}
