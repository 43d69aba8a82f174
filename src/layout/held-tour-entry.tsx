/**
 * The header's held-tour entry, loaded only when a cart is stored (see HeldTourSlot): the held
 * tour (title, date), the hold's countdown in minutes and a link back to the step the visitor left. It overlays the
 * space under the header (no layout shift) and goes when the hold runs out. While it shows, a click or tap on a
 * city-switch link of the header or footer (data-city-switch) asks first: keep my tour, or drop it and change city.
 * The booking client (Apollo) loads only when the visitor confirms the change of city (a dynamic import,
 * src/lib/load-booking-client.ts, ADR 0340): content pages load no Apollo until then. The hold runs out on its own if
 * the drop fails.
 */
import { navigate } from "gatsby";
import React, { useEffect, useState } from "react";
import { cityById } from "../../domain/cities";
import { formatDate } from "../../domain/format";
import { pathFor } from "../../domain/route-table";
import { loadBookingClient } from "../lib/load-booking-client";
import { DropHeldCartDocument } from "./graphql/__generated__/graphql";
import { ConfirmDialog } from "../components/confirm-dialog";
import { forgetHeldTour, heldMinutesLeft, heldMsLeft, readHeldTour, type HeldTour } from "../lib/held-tour";
import { Icon } from "../components/icon";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";

/** The attribute that marks the header's and footer's city-switch links; its value is the target city ("" any). */
export const CITY_SWITCH_ATTRIBUTE = "data-city-switch";

type Part = "title" | "date" | "time";
const SEP = "\u0001";
const MARK: Record<Part, string> = { title: `${SEP}title${SEP}`, date: `${SEP}date${SEP}`, time: `${SEP}time${SEP}` };

/**
 * The link's accessible name is the whole sentence of the catalogue ("Your held tour: <title>, <date>, held for
 * 12 min", in each language's word order); what is seen is only the title, the date and the time. The sentence is
 * cut at its placeholders: each visible part carries the hidden words before it (first part) or after it, so the
 * name reads as one sentence and the visible text is inside it (WCAG 2.5.3), with no live region.
 */
export function nameParts(sentence: string): { key: Part; before: string; after: string }[] {
  const pieces = sentence.split(SEP);
  const parts: { key: Part; before: string; after: string }[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    parts.push({ key: pieces[i] as Part, before: i === 1 ? (pieces[0] ?? "") : "", after: pieces[i + 1] ?? "" });
  }
  return parts;
}

/** Reads the stored cart now and then every second (the checkout of this or another tab may change it). */
function useHeldTour(): { held: HeldTour | null; now: number } {
  const [state, setState] = useState<{ held: HeldTour | null; now: number }>(() => ({ held: null, now: 0 }));
  useEffect(() => {
    const read = () => setState({ held: readHeldTour(), now: Date.now() });
    read();
    const timer = window.setInterval(read, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return state;
}

export default function HeldTourEntry({ locale, path }: { locale: Locale; path: string }) {
  const t = useT();
  const { held, now } = useHeldTour();
  const live = held && heldMsLeft(held, now) > 0 ? held : null;
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const heldCity = live?.city ?? null;

  useEffect(() => {
    if (!heldCity) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest(`a[${CITY_SWITCH_ATTRIBUTE}]`) : null;
      if (!link || link.getAttribute(CITY_SWITCH_ATTRIBUTE) === heldCity) return;
      // Before Gatsby's link (and the select_city event) sees it: nothing happens until the visitor answers.
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(link.getAttribute("href"));
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [heldCity]);

  if (!live) return null;
  const minutes = heldMinutesLeft(live, now);
  const date = formatDate(live.date, locale, "UTC", { weekday: false });
  const href = live.href ?? pathFor("city-checkout-combinations", locale, { city: live.city });
  const cityName = cityById(live.city)?.name ?? live.city;
  const title = live.title || cityName;
  const here = href.split("?")[0] === path;

  const changeCity = () => {
    const target = pendingHref;
    setPendingHref(null);
    const id = live.cartId;
    void loadBookingClient()
      .then((client) => client.mutate({ mutation: DropHeldCartDocument, variables: { id, locale } }))
      .catch(() => undefined);
    forgetHeldTour();
    if (target) void navigate(target);
  };

  return (
    <>
      <a
        className="held-tour"
        href={href}
        data-testid="held-tour"
        aria-current={here ? "page" : undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void navigate(href);
        }}
      >
        <Icon name="clock" size={18} />
        {nameParts(t("heldTour.label", { title: MARK.title, date: MARK.date, time: MARK.time })).map((part) => (
          <span key={part.key} className={`held-tour__${part.key}`}>
            {part.before && <span className="visually-hidden">{part.before}</span>}
            {{ title, date, time: t("checkout.duration.minutes", { minutes }) }[part.key]}
            {part.after && <span className="visually-hidden">{part.after}</span>}
          </span>
        ))}
      </a>
      <ConfirmDialog
        open={pendingHref !== null}
        title={t("checkout.changeCityTitle", { city: cityName })}
        text={t("heldTour.changeCityQuestion")}
        confirmLabel={t("checkout.changeCity")}
        cancelLabel={t("checkout.keepCart")}
        onConfirm={changeCity}
        onCancel={() => setPendingHref(null)}
      />
    </>
  );
}
