import {
  CONSENT_CHOSEN_CLASS,
  CONSENT_DEFAULT_SCRIPT,
  CONSENT_MAX_AGE_SECONDS,
  consentModeParams,
  pushConsentUpdate,
  readConsent,
  writeConsent,
} from "./consent";
import { allowedTags, gtmIdWarning, needsConsent, tagConfig } from "./tags";
import { abVisitorId, newVisitorId, rememberAffiliate } from "./visitor-cookies";
import { startMonitoring } from "./load-tags";

/** The Set-Cookie lines written while `run` runs (the cookies still reach jsdom's jar). */
function cookiesWritten(run: () => void): string[] {
  const setter = jest.spyOn(document, "cookie", "set");
  run();
  const lines = setter.mock.calls.map(([line]) => line);
  setter.mockRestore();
  return lines;
}

afterEach(() => {
  for (const name of ["consent", "locale", "ab_visitor", "affiliate_referrer"])
    document.cookie = `${name}=; Path=/; Max-Age=0`;
});

test("the choice is kept 6 months, site-wide, and read back; a foreign cookie is no choice", () => {
  // this page is on http: no Secure (browser-cookie.test.ts writes on https)
  expect(cookiesWritten(() => writeConsent({ analytics: true, marketing: false }))).toEqual([
    `consent=a1m0; path=/; sameSite=Lax; max-age=${CONSENT_MAX_AGE_SECONDS}`,
  ]);
  expect(CONSENT_MAX_AGE_SECONDS / 86400).toBeGreaterThanOrEqual(182);
  expect(CONSENT_MAX_AGE_SECONDS / 86400).toBeLessThanOrEqual(184);
  document.cookie = "locale=en";
  expect(readConsent()).toEqual({ analytics: true, marketing: false });
  document.cookie = "consent=yes";
  expect(readConsent()).toBeNull();
  document.cookie = "consent=a1m0x";
  expect(readConsent()).toBeNull();
  document.cookie = "consent=; Max-Age=0";
  expect(readConsent()).toBeNull();
});

test("Consent Mode v2: every signal denied by default, before anything else", () => {
  window.dataLayer = undefined;
  // eslint-disable-next-line no-new-func -- runs the head script as the browser does (jest, not the site's CSP)
  new Function(CONSENT_DEFAULT_SCRIPT)();
  const [first] = window.dataLayer as unknown as IArguments[];
  expect(Array.from(first as IArguments)).toEqual([
    "consent",
    "default",
    {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    },
  ]);
  pushConsentUpdate({ analytics: true, marketing: true });
  const update = Array.from((window.dataLayer as unknown as IArguments[])[1] as IArguments);
  expect(update).toEqual(["consent", "update", consentModeParams({ analytics: true, marketing: true })]);
  expect(Object.values(update[2] as object).every((v) => v === "granted")).toBe(true);
});

test("the head script marks a visitor who already chose, before the body paints (the server's banner stays hidden)", () => {
  document.documentElement.classList.remove(CONSENT_CHOSEN_CLASS);
  document.cookie = "consent=; Max-Age=0; Path=/";
  // eslint-disable-next-line no-new-func -- the head script as the browser runs it
  new Function(CONSENT_DEFAULT_SCRIPT)();
  expect(document.documentElement.classList.contains(CONSENT_CHOSEN_CLASS)).toBe(false);
  document.cookie = "consent=yes; Path=/";
  new Function(CONSENT_DEFAULT_SCRIPT)(); // eslint-disable-line no-new-func -- runs the head script as the browser does
  expect(document.documentElement.classList.contains(CONSENT_CHOSEN_CLASS)).toBe(false);
  writeConsent({ analytics: false, marketing: true });
  new Function(CONSENT_DEFAULT_SCRIPT)(); // eslint-disable-line no-new-func -- runs the head script as the browser does
  expect(document.documentElement.classList.contains(CONSENT_CHOSEN_CLASS)).toBe(true);
  document.cookie = "consent=; Max-Age=0; Path=/";
  document.documentElement.classList.remove(CONSENT_CHOSEN_CLASS);
});

describe("tags", () => {
  const env = {
    GATSBY_GTM_ID: "GTM-AB12CD",
    GATSBY_AB_TEST_SCRIPT_URL: "https://ab.example/ab.js",
    GATSBY_AFFILIATE_SCRIPT_URL: "https://aff.example/a.js",
    GATSBY_MONITORING_APP_ID: "42",
    GATSBY_MONITORING_SCRIPT_URL: "https://mon.example/m.js",
  };
  test("a malformed container id is not loaded and warns at build", () => {
    expect(tagConfig({ GATSBY_GTM_ID: "gtm-ab12" }).gtmId).toBeNull();
    expect(gtmIdWarning({ GATSBY_GTM_ID: "GTM-ab12" })).toMatch(/not GTM- followed by uppercase letters or digits/);
    expect(gtmIdWarning({ GATSBY_GTM_ID: "GTM-AB12" })).toBeNull();
    expect(gtmIdWarning({})).toBeNull();
  });
  test("the A/B script only in production; monitoring only with an app id other than '0'", () => {
    expect(tagConfig(env).abTestScriptUrl).toBeNull();
    expect(tagConfig({ ...env, GATSBY_SITE_ENV: "production" }).abTestScriptUrl).toBe("https://ab.example/ab.js");
    expect(tagConfig({ ...env, GATSBY_MONITORING_APP_ID: "0" }).monitoring).toBeNull();
    expect(tagConfig({ ...env, GATSBY_MONITORING_APP_ID: "" }).monitoring).toBeNull();
    expect(needsConsent(tagConfig({}))).toBe(false);
  });
  test("nothing without consent; each purpose loads its own tags", () => {
    const config = tagConfig({ ...env, GATSBY_SITE_ENV: "production" });
    expect(allowedTags(config, { analytics: false, marketing: false })).toEqual([]);
    expect(allowedTags(config, { analytics: true, marketing: false }).map((t) => t.name)).toEqual([
      "gtm",
      "abTest",
      "monitoring",
    ]);
    expect(allowedTags(config, { analytics: false, marketing: true }).map((t) => t.name)).toEqual(["affiliate"]);
    expect(allowedTags(config, { analytics: true, marketing: false })[0]?.src).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD",
    );
  });
});

test("A/B visitor id: 16 lowercase alphanumerics, about 380 days; a valid one is kept", () => {
  expect(newVisitorId()).toMatch(/^[a-z0-9]{16}$/);
  let call = 0; // first draw all rejected (≥ 252), then all "b" (1): the rejected bytes are skipped, never biased
  expect(newVisitorId((bytes) => bytes.fill(call++ === 0 ? 255 : 1))).toBe("bbbbbbbbbbbbbbbb");
  let id = "";
  expect(cookiesWritten(() => (id = abVisitorId()))).toEqual([
    `ab_visitor=${id}; path=/; sameSite=Lax; max-age=${380 * 86400}`,
  ]);
  expect(id).toMatch(/^[a-z0-9]{16}$/);
  expect(cookiesWritten(() => expect(abVisitorId()).toBe(id))).toEqual([]);
  document.cookie = "ab_visitor=abcdefgh12345678";
  expect(abVisitorId()).toBe("abcdefgh12345678");
  document.cookie = "ab_visitor=short";
  expect(abVisitorId()).toMatch(/^[a-z0-9]{16}$/);
});

test("the affiliate cookie keeps a well-formed referrer only", () => {
  expect(cookiesWritten(() => rememberAffiliate("?referrer=hotel-42"))).toEqual([
    "affiliate_referrer=hotel-42; path=/; sameSite=Lax; max-age=2592000",
  ]);
  expect(cookiesWritten(() => rememberAffiliate("?referrer=<x>"))).toEqual([]);
  expect(cookiesWritten(() => rememberAffiliate(""))).toEqual([]);
});

test("monitoring: a worker start failure logs timeout or CSP error and restarts without replay", async () => {
  const calls: boolean[] = [];
  const log = jest.fn();
  window.monitoring = {
    start: async ({ replay }) => {
      calls.push(replay);
      return replay ? { success: false, reason: "Refused by Content Security Policy" } : { success: true };
    },
  };
  await startMonitoring("42", log);
  expect(calls).toEqual([true, false]);
  expect(log).toHaveBeenCalledWith("monitoring: the replay worker did not start (CSP error); replay disabled");
  window.monitoring.start = async ({ replay }) =>
    replay ? { success: false, reason: "worker start timeout" } : { success: true };
  await startMonitoring("42", log);
  expect(log).toHaveBeenLastCalledWith("monitoring: the replay worker did not start (timeout); replay disabled");
});
