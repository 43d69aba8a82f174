import * as events from "./events";
import { EVENT_NAMES } from "./events";
import { linkClickEvent } from "./link-clicks";
import { newThresholds, scrolledPercent } from "./scroll-depth";
import { countryOf, pageViewEvent, shouldTrack } from "./page-view";
import { SITE_VERSION } from "../lib/site-version";
import { EMPTY_MIX } from "../../domain/passengers";

test("the spec's 35 events, each built by one builder here", () => {
  expect(new Set(EVENT_NAMES).size).toBe(35);
  const built = new Set<string>();
  const item = {
    item_id: "p",
    item_name: "P",
    item_category: "c",
    price: 1,
    price_ht: 1,
    quantity: 1,
    currency: "EUR",
  };
  const cart = { currency: "EUR", total: 100, currencyPrecision: 2, promoCode: null, items: [item] };
  const booking = {
    reference: "B",
    city: "paris",
    productTitle: "P",
    totalPaid: 100,
    currency: "EUR",
    passengers: [{ type: "ADULT", count: 1 }],
  };
  const samples: Record<string, unknown>[] = [
    events.searchEvent({
      city: "paris",
      locale: "en",
      date: "2026-12-05",
      passengers: { ...EMPTY_MIX, adult: 2, child: 1 },
      resultCount: 3,
    }),
    events.addPromoCodeEvent("SPRING", true),
    events.popupDisplayEvent("consent"),
    events.popupClickEvent("consent", "accept_all"),
    events.contactFormEvent("contact", "paris", "en"),
    events.addToCartEvent([item]),
    events.beginCheckoutEvent(cart, "paris", "en"),
    events.purchaseEvent(booking, "en"),
    events.outboundAppEvent("ios"),
    events.selectCityEvent("paris", null),
    events.selectLanguageEvent("fr", "en"),
    events.outboundSocialMediaEvent("facebook"),
    events.userClickEvent("button", "x"),
    events.viewItemListEvent("l", "L", [item]),
    events.selectItemEvent("l", "L", item),
    events.viewItemEvent(item),
    events.removeFromCartEvent([item]),
    events.viewCartEvent([item]),
    events.addPaymentInfoEvent(cart, "paris", "en"),
    events.selectDateEvent("p", "2026-12-05"),
    events.outboundLinksEvent("https://example.org/a"),
    events.videoStartEvent("v", "u"),
    events.videoCompleteEvent("v", "u"),
    events.navigationClickEvent("Main", "Tours", "/en/paris/tours"),
    events.fileDownloadEvent("/media/map.pdf"),
    events.mapInteractionEvent("paris", "zoom"),
    events.upgradeEvent(
      { product: { id: "p", title: "P" } },
      { option: { id: "p-2d", title: "2 days" }, additionalDays: 1, difference: 900 },
      "EUR",
    ),
    events.upsellEvent("add", {
      productId: "a",
      optionId: "a-1",
      title: "Audio",
      total: { retail: 900, tax: 150, currency: "EUR" },
    }),
    events.scrollEvent(25),
    events.alertEvent("service", "m"),
    events.faqOpenEvent("q"),
    events.selectDurationEvent("p", "o", "48h"),
    events.passengersSelectedEvent("p", { adult: 2, child: 1 }),
    events.bookTicketClickEvent({ productId: "p", productName: "P", city: "paris", placement: "product" }),
    events.externalGoogleReviewEvent("paris", "https://g.page/r"),
  ];
  for (const sample of samples) built.add(String(sample.event));
  expect([...built].sort()).toEqual([...EVENT_NAMES].sort());
});

test("payloads", () => {
  expect(events.passengersSelectedEvent("p", { adult: 2, child: 1, infant: 1 })).toEqual({
    event: "passengers_selected",
    productId: "p",
    passengers: { adult: 2, child: 1, infant: 1 },
    passengerCount: 4,
  });
  expect(events.fileDownloadEvent("https://cdn.example/guides/Plan%20Paris.PDF")).toEqual({
    event: "file_download",
    fileName: "Plan Paris.PDF",
    fileExtension: "pdf",
    linkUrl: "https://cdn.example/guides/Plan%20Paris.PDF",
  });
  expect(events.outboundLinksEvent("https://www.example.org/x?y=1")).toEqual({
    event: "outbound_links",
    linkUrl: "https://www.example.org/x?y=1",
    linkDomain: "www.example.org",
  });
  expect(events.formErrorEvent("This field is required.")).toEqual({
    event: "form-error",
    errorMessage: "This field is required.",
    category: "booking",
    action: "form-error",
  });
  expect(events.selectDurationEvent("p", "p-48h", "48 hours")).toEqual({
    event: "select_duration",
    productId: "p",
    optionId: "p-48h",
    duration: "48 hours",
  });
});

test("link clicks: downloads, outbound links, menu navigation; a link with its own event is skipped", () => {
  const base = { origin: "https://site.example", label: "Tours", menu: "", own: false };
  expect(linkClickEvent({ ...base, href: "/media/guide.pdf" })?.event).toBe("file_download");
  expect(linkClickEvent({ ...base, href: "https://other.example/" })?.event).toBe("outbound_links");
  expect(linkClickEvent({ ...base, href: "/en/paris/tours", menu: "Main" })).toEqual({
    event: "navigation_click",
    menu: "Main",
    label: "Tours",
    linkUrl: "/en/paris/tours",
  });
  expect(linkClickEvent({ ...base, href: "/en/paris/tours" })).toBeNull();
  expect(linkClickEvent({ ...base, href: "https://facebook.com/x", own: true })).toBeNull();
  expect(linkClickEvent({ ...base, href: "mailto:a@b.c" })).toBeNull();
  expect(linkClickEvent({ ...base, city: "bath", href: "https://g.page/r/abc/review" })).toEqual({
    event: "external_google_review",
    viewCity: "bath",
    linkUrl: "https://g.page/r/abc/review",
  });
  expect(linkClickEvent({ ...base, href: "https://www.google.com/maps/place/x?review=1" })?.event).toBe(
    "external_google_review",
  );
  expect(linkClickEvent({ ...base, href: "https://www.google.com/search?q=bus" })?.event).toBe("outbound_links");
});

test("scroll depth: each threshold once", () => {
  expect(scrolledPercent(0, 800, 800)).toBe(100);
  expect(scrolledPercent(600, 800, 2000)).toBe(50);
  const reported = new Set([0, 10]);
  expect(newThresholds(55, reported)).toEqual([25, 50]);
  expect(newThresholds(0, new Set())).toEqual([0]);
});

describe("page view", () => {
  const ctx = { pageType: "checkout_payment" as const, cityId: "madrid", language: "es" as const };
  test("carries site env, version, city, country, webview, locale, checkout step and page type", () => {
    expect(pageViewEvent(ctx, true, "staging")).toEqual({
      event: "page_view",
      siteEnv: "staging",
      siteVersion: SITE_VERSION,
      viewCity: "madrid",
      viewCountry: "ES",
      webView: true,
      pageLocale: "es",
      checkoutStep: 3,
      pageType: "checkout_payment",
    });
    expect(pageViewEvent({ pageType: "pre_home", cityId: "", language: "fr" }, false, "local")).toMatchObject({
      viewCity: null,
      viewCountry: null,
      webView: false,
      checkoutStep: null,
    });
    expect([countryOf("london"), countryOf("brussels"), countryOf("bath")]).toEqual(["GB", "BE", "GB"]);
  });
  test("pageLocale: the first path segment when it is a supported locale, else none", () => {
    const at = (pathname: string) => ({ origin: "https://site.test", pathname, search: "" });
    const root = { pageType: "error" as const, cityId: "", language: "en" as const };
    for (const path of ["/404", "/500", "/_icons", "/import-tootie", "/", "/de/paris/home"]) {
      expect(pageViewEvent(root, false, "test", at(path)).pageLocale).toBeNull();
      expect(pageViewEvent({ ...root, i18n: { path } }, false, "test").pageLocale).toBeNull();
    }
    expect(pageViewEvent(root, false, "test", at("/nl/brussels/home")).pageLocale).toBe("nl");
    expect(pageViewEvent({ ...root, language: "fr" }, false, "test", at("/es/404")).pageLocale).toBe("es");
  });
  test("partner routes only with code or referrer", () => {
    expect(shouldTrack({ pageType: "partner" }, "")).toBe(false);
    expect(shouldTrack({ pageType: "partner_local" }, "?referrer=x")).toBe(true);
    expect(shouldTrack({ pageType: "partner" }, "?code=A")).toBe(true);
    expect(shouldTrack({ pageType: "city_home" }, "")).toBe(true);
  });
});
