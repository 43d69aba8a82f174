import React, { useEffect, useId, useRef, useState } from "react";
import { Calendar, monthOf, type Month } from "../components/calendar";
import type { DayInfo } from "../components/day-label";
import { formatDate } from "../../domain/format";
import type { Locale } from "../i18n/locales";
import { useT } from "../i18n/use-t";
import { searchCalendar, type CalendarProduct } from "./search-api";
import type { SearchParams } from "./search-params";

const pad = (n: number) => String(n).padStart(2, "0");
const firstOf = ({ year, month }: Month) => `${year}-${pad(month + 1)}-01`;
const lastOf = ({ year, month }: Month) =>
  `${year}-${pad(month + 1)}-${pad(new Date(Date.UTC(year, month + 1, 0)).getUTCDate())}`;

/**
 * The search's date field (city home, city-search; ADR 0352): a button that opens the checkout's month calendar of
 * the city's headline tour, with each day's availability and adult price for the party, instead of a native date
 * input. The booking client loads when the calendar first opens (content pages ship no Apollo). Without a headline
 * tour, or when the booking API cannot be reached, the days still open (any day from today) and the search says
 * what is bookable.
 */
export function SearchDateField({
  id,
  label,
  value,
  today,
  city,
  locale,
  product,
  passengers,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  /** The city's today (YYYY-MM-DD); "" before the browser has computed it. */
  today: string;
  city: string;
  locale: Locale;
  product: CalendarProduct | null;
  /** The party when the rules accept it, else null (the days of any party). */
  passengers: SearchParams["passengers"] | null;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (date: string) => void;
}) {
  const t = useT();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Month | null>(null);
  const [days, setDays] = useState<ReadonlyMap<string, DayInfo> | null>(null);
  const [failed, setFailed] = useState(false);
  const focusDay = useRef(false);
  const shown = month ?? monthOf(value ?? (today || new Date().toISOString().slice(0, 10)));
  const party = passengers ? JSON.stringify(passengers) : "";

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const from = today && today > firstOf(shown) ? today : firstOf(shown);
    setDays(null);
    setFailed(false);
    if (!product) {
      setDays(anyDay(from, lastOf(shown)));
      return;
    }
    void searchCalendar(product, { from, to: lastOf(shown) }, passengers, city, locale, {
      signal: controller.signal,
    }).then(
      (found) => {
        if (controller.signal.aborted) return;
        if (found) setDays(found);
        else {
          setFailed(true);
          setDays(anyDay(from, lastOf(shown)));
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [open, shown.year, shown.month, party, product?.productId, product?.optionId, city, locale, today]); // eslint-disable-line react-hooks/exhaustive-deps -- the month's question, by its values (the product object is new on each render)

  // On opening, the keyboard lands on the chosen (or first bookable) day once the month has arrived.
  useEffect(() => {
    if (!open || !days || !focusDay.current) return;
    focusDay.current = false;
    panel.current?.querySelector<HTMLElement>(".calendar__grid button[tabindex='0']")?.focus();
  }, [open, days]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="date-field">
      <span className="date-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        id={id}
        type="button"
        // The error is said by aria-describedby (aria-invalid is not a button's attribute); the border shows it.
        className={`date-field__button${invalid ? " date-field__button--invalid" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${id}-label ${id}`}
        aria-describedby={describedBy}
        data-value={value ?? ""}
        data-today={today || undefined}
        onClick={() => {
          focusDay.current = !open;
          setOpen((o) => !o);
        }}
      >
        <span className="date-field__value">{value ? formatDate(value, locale) : t("search.chooseDate")}</span>
      </button>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the calendar from any of its day buttons
        <div
          ref={panel}
          id={panelId}
          className="date-field__panel"
          role="group"
          aria-label={label}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              close();
            }
          }}
        >
          <Calendar
            month={shown}
            days={days ?? new Map()}
            selected={value}
            today={today}
            locale={locale}
            busy={days === null}
            onSelect={(date) => {
              onChange(date);
              close();
            }}
            onMonth={setMonth}
          />
          {failed && (
            <p className="meta" role="status">
              {t("errors.calendarRefresh")}
            </p>
          )}
          <button type="button" className="button button--secondary button--small date-field__close" onClick={close}>
            {t("search.closeCalendar")}
          </button>
        </div>
      )}
    </div>
  );
}

/** Every day of a range as bookable, unpriced (no headline tour, or the calendar could not be read). */
function anyDay(from: string, to: string): ReadonlyMap<string, DayInfo> {
  const days = new Map<string, DayInfo>();
  for (let d = from; d <= to; d = nextDay(d))
    days.set(d, { date: d, state: "AVAILABLE", vacancies: null, promoted: false, adultPrice: null });
  return days;
}

function nextDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}
