// The success page writes the tour's date and the free-cancellation deadline with the kernel's
// formatters (domain/format.ts), as the e-mail and the ticket PDF do: "Saturday 28 November 2026 at 00:00" in
// English (it said "Saturday, November 28, 2026" and "12:00 AM"), and a product card rates like the product page.
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { formatRating, formatTourStart } from "../../../domain/format";
import { formatDeadline } from "../../../domain/free-cancellation";
import type { BuiltInLocale as Locale } from "../../i18n/locales";
import en from "../../i18n/messages/en/common.json";
import fr from "../../i18n/messages/fr/common.json";
import es from "../../i18n/messages/es/common.json";
import nl from "../../i18n/messages/nl/common.json";
import { ProductCard } from "../../components/product-card";
import { ProductDetail } from "../../components/product-detail";
import { ReviewsSummary } from "../../components/reviews-summary";
import { ConfirmedBooking } from "./confirmed-booking";
import type { ConfirmedBookingFieldsFragment } from "../graphql/__generated__/graphql";

const CATALOGUES = { en, fr, es, nl } as const;

function withLanguage(locale: Locale, ui: React.ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: CATALOGUES[locale] } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const booking = {
  __typename: "ConfirmedBooking",
  reference: "REF-42",
  city: "paris",
  productTitle: "Hop-on Hop-off",
  optionTitle: null,
  startsAt: "2026-11-28T00:00:00+01:00",
  allDay: false,
  timezone: "Europe/Paris",
  validDates: ["2026-11-28"],
  passengers: [{ __typename: "ConfirmedPassenger", type: "ADULT", label: "Adult", count: 2 }],
  email: "ada@example.com",
  totalPaid: 5760,
  currency: "EUR",
  ticketsUrl: null,
  calendarUrl: null,
  freeCancellationUntil: "2026-11-27T00:00:00+01:00",
  addons: [],
  breakdown: {
    lines: [{ kind: "TOUR", productId: null, title: null, type: "ADULT", quantity: 2, unitPrice: 2880, amount: 5760 }],
    discounts: [],
    total: 5760,
  },
} as unknown as ConfirmedBookingFieldsFragment;

describe.each(["en", "fr", "es", "nl"] as const)("the success page in %s", (locale) => {
  test("writes the tour's start and the free-cancellation deadline with the kernel's formatters", () => {
    const { container } = withLanguage(
      locale,
      <ConfirmedBooking booking={booking} message={null} locale={locale} manageHref={null} />,
    );
    const start = formatTourStart(booking.startsAt, false, "Europe/Paris", locale);
    expect(screen.getByText(start)).toBeInTheDocument();
    // The deadline as every surface writes it (docs/adr/0354): a midnight deadline is the day before's 23:59.
    expect(screen.getByTestId("free-cancellation").textContent).toContain(
      formatDeadline("2026-11-27T00:00:00+01:00", locale, "Europe/Paris"),
    );
    if (locale === "en")
      expect(screen.getByTestId("free-cancellation").textContent).toBe(
        "Free cancellation until Thu 26 Nov, 23:59 (local time).",
      );
    expect(container.textContent).not.toMatch(/AM|PM|November 28/);
  });
});

test("the success page shows the meeting point (as the ticket e-mail does) and French counts in the singular for one", () => {
  withLanguage(
    "fr",
    <ConfirmedBooking
      booking={{
        ...booking,
        meetingPoint: "Arrêt Tour Eiffel, 5 avenue Anatole France",
        passengers: [
          { type: "ADULT", label: "Adulte", count: 1 },
          { type: "CHILD", label: "Enfant", count: 2 },
        ],
      }}
      message={null}
      locale="fr"
      manageHref={null}
    />,
  );
  expect(screen.getByTestId("meeting-point")).toHaveTextContent("Arrêt Tour Eiffel, 5 avenue Anatole France");
  expect(screen.getByText("Point de rendez-vous")).toBeInTheDocument();
  expect(screen.getByText("1 × adulte")).toBeInTheDocument();
  expect(screen.getByText("2 × enfants")).toBeInTheDocument();
});

test("in English the success page says what the e-mail says: British date, 24-hour time", () => {
  withLanguage("en", <ConfirmedBooking booking={booking} message={null} locale="en" manageHref={null} />);
  expect(screen.getByText("Saturday 28 November 2026 at 00:00")).toBeInTheDocument();
});

test("a French rating reads the same on the product card and the product page (4,6)", () => {
  const product = {
    productId: "paris-hop-on-hop-off",
    title: "Bus",
    shortDescription: "",
    offerType: "hop-on-hop-off",
    promoPercent: null,
    image: null,
    duration: "24 h",
    rating: 4.6,
    reviewCount: 1250,
  };
  const card = withLanguage(
    "fr",
    <ProductCard
      product={product as never}
      price={undefined}
      currency={{ value: "EUR", label: "€", prefix: false }}
      locale="fr"
      city="paris"
    />,
  );
  expect(card.container.textContent).toContain(formatRating(4.6, "fr"));
  card.unmount();
  const summary = withLanguage("fr", <ReviewsSummary rating={4.6} count={1250} locale="fr" />);
  expect(summary.container.textContent).toContain("4,6");
  summary.unmount();
  const detail = {
    ...product,
    description: null,
    meetingPoint: null,
    lines: [],
    faqs: [],
    highlights: [],
    included: [],
    photos: [],
    familyDiscount: null,
  };
  const page = withLanguage(
    "fr",
    <ProductDetail
      product={detail as never}
      price={undefined}
      currency={{ value: "EUR", label: "€", prefix: false }}
      locale="fr"
      city="paris"
    />,
  );
  expect(screen.getByTestId("rating").textContent).toContain("4,6/5");
  expect(page.container.textContent).not.toContain("4.6");
});

// A 2-day pass's confirmation names both days, as its e-mail and PDF do (docs/adr/0359); a one-day ticket's date
// row says it all.
const TWO_DAYS: Record<Locale, string> = {
  en: "Sat 12 Dec and Sun 13 Dec",
  fr: "sam. 12 déc. et dim. 13 déc.",
  es: "sáb 12 dic y dom 13 dic",
  nl: "za 12 dec en zo 13 dec",
};
test.each(["en", "fr", "es", "nl"] as const)("a 2-day pass's success page in %s names both days", (locale) => {
  const pass = {
    ...booking,
    startsAt: "2026-12-12T00:00:00+01:00",
    allDay: true,
    validDates: ["2026-12-12", "2026-12-13"],
  } as ConfirmedBookingFieldsFragment;
  withLanguage(locale, <ConfirmedBooking booking={pass} message={null} locale={locale} manageHref={null} />);
  expect(screen.getByTestId("valid-dates").textContent).toBe(TWO_DAYS[locale]);
  expect(screen.getByText(CATALOGUES[locale]["callback.validity"])).toBeInTheDocument();
});

test("a one-day ticket's success page has no validity row", () => {
  withLanguage("en", <ConfirmedBooking booking={booking} message={null} locale="en" manageHref={null} />);
  expect(screen.queryByTestId("valid-dates")).toBeNull();
});
