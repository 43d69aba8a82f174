import { BANNER_HIDDEN_ON, bannerPlatform, dismissBanner, isDismissed, platformOf } from "./app-banner-rules";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126";

describe("app banner", () => {
  test("platform from the user agent", () => {
    expect(platformOf(IPHONE)).toBe("ios");
    expect(platformOf(ANDROID)).toBe("android");
    expect(platformOf(DESKTOP)).toBeNull();
  });
  test("hidden with ?webview, after dismissal, and on desktop", () => {
    expect(bannerPlatform({ userAgent: ANDROID, search: "", dismissed: false })).toBe("android");
    expect(bannerPlatform({ userAgent: ANDROID, search: "?webview=1", dismissed: false })).toBeNull();
    expect(bannerPlatform({ userAgent: IPHONE, search: "?webview", dismissed: false })).toBeNull();
    expect(bannerPlatform({ userAgent: IPHONE, search: "", dismissed: true })).toBeNull();
    expect(bannerPlatform({ userAgent: DESKTOP, search: "", dismissed: false })).toBeNull();
  });
  test("the dismissal is a site-wide cookie kept a year", () => {
    const setter = jest.spyOn(document, "cookie", "set");
    expect(isDismissed()).toBe(false);
    dismissBanner();
    expect(setter.mock.calls).toEqual([["app_banner_dismissed=1; path=/; sameSite=Lax; max-age=31536000"]]);
    setter.mockRestore();
    expect(isDismissed()).toBe(true);
    document.cookie = "app_banner_dismissed=; Path=/; Max-Age=0";
  });
  test("never on product and checkout pages, nor beside a fixed call to action", () => {
    const phone = { userAgent: IPHONE, search: "", dismissed: false };
    for (const pageType of [
      "product",
      "checkout_selection",
      "checkout_option",
      "checkout_payment",
      "checkout_confirmation",
      "callback_success",
      "manage_booking",
    ] as const) {
      expect(BANNER_HIDDEN_ON.has(pageType)).toBe(true);
      expect(bannerPlatform({ ...phone, pageType })).toBeNull();
    }
    expect(bannerPlatform({ ...phone, pageType: "city_home" })).toBe("ios");
    expect(bannerPlatform({ ...phone, pageType: "tours" })).toBe("ios");
    expect(bannerPlatform({ ...phone, pageType: "city_home", hasFixedCta: true })).toBeNull();
  });
});
