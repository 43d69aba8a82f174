/**
 * The tickets of a booking in the groups the PDF and the e-mail show them (docs/adr/0359): first the bus tickets
 * (shown to the driver), then each add-on's (shown at the attraction's entrance, valid on the tour's days), each
 * group with its heading and instructions in the booking's language.
 */
import type { Locale } from "../locale.ts";
import { text, validityText } from "./i18n.ts";
import type { TicketData, TicketItem } from "./tickets.ts";

export interface TicketGroup {
  kind: "bus" | "addon";
  heading: string;
  /** Instructions under the heading: an add-on's validity, then how to use its codes. */
  lines: string[];
  /** The group's tickets, labelled "Ticket 1 - Adult" (numbered within the group). */
  items: (TicketItem & { title: string })[];
}

export function ticketGroups(t: Pick<TicketData, "items" | "combinations">, locale: Locale): TicketGroup[] {
  const numbered = (items: readonly TicketItem[]) =>
    items.map((item, i) => ({ ...item, title: `${text("ticket", locale)} ${i + 1} - ${item.label}` }));
  return [
    {
      kind: "bus" as const,
      heading: text("busTickets", locale),
      lines: [text("scan", locale)],
      items: numbered(t.items),
    },
    ...(t.combinations ?? []).map((c) => ({
      kind: "addon" as const,
      heading: text("addonTickets", locale, { product: c.productTitle }),
      lines: [validityText(c, locale), text("scanAddon", locale, { attraction: c.productTitle })],
      items: numbered(c.items),
    })),
  ].filter((g) => g.items.length > 0);
}
