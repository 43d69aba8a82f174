import { act, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import { ConsentBanner, ConsentSettingsButton } from "./consent-banner";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false }, keySeparator: false, nsSeparator: false,
});

class NoResizeObserver {
  observe(): void {}
  disconnect(): void {}
}

const TAG_VARIABLES = ["GATSBY_GTM_ID", "GATSBY_GTM_SCRIPT_URL"];
/** The build's variables for this test (the site build inlines them; jest reads process.env). */
function load(env: Record<string, string>) {
  for (const key of TAG_VARIABLES) delete process.env[key];
  Object.assign(process.env, env);
  return { ConsentBanner, ConsentSettingsButton };
}
afterAll(() => {
  for (const key of TAG_VARIABLES) delete process.env[key];
});

const renderIn = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

beforeEach(() => {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoResizeObserver;
  document.cookie = "consent=; Max-Age=0; Path=/";
  document.head.querySelectorAll("script[data-tag]").forEach((s) => s.remove());
  window.dataLayer = [];
});

test("no tag configured: no banner and no footer settings (nothing to consent to)", () => {
  const { ConsentBanner, ConsentSettingsButton } = load({});
  renderIn(<><ConsentBanner /><ul><ConsentSettingsButton /></ul></>);
  expect(screen.queryByRole("region")).toBeNull();
  expect(screen.queryByRole("button")).toBeNull();
});

test("a first visit: three equal choices, nothing ticked, no tag before the choice; reject all stores it and loads nothing", () => {
  const { ConsentBanner } = load({ GATSBY_GTM_ID: "GTM-ABC123" });
  const onOpen = jest.fn();
  renderIn(<ConsentBanner onOpenChange={onOpen} />);
  const banner = screen.getByRole("region", { name: "Your choice of cookies" });
  const buttons = Array.from(banner.querySelectorAll("button"));
  expect(buttons.map((b) => b.textContent)).toEqual(["Accept all", "Reject all", "Choose"]);
  expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
  expect(onOpen).toHaveBeenLastCalledWith(true);
  expect(document.documentElement.classList.contains("has-consent-banner")).toBe(true);
  expect(document.querySelectorAll("script[data-tag]")).toHaveLength(0);
  fireEvent.click(screen.getByRole("button", { name: "Choose" }));
  expect(screen.getAllByRole("checkbox").map((c) => (c as HTMLInputElement).checked)).toEqual([false, false]);
  fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
  expect(screen.queryByRole("region")).toBeNull();
  expect(document.cookie).toContain("consent=a0m0");
  expect(document.querySelectorAll("script[data-tag]")).toHaveLength(0);
  expect(document.documentElement.classList.contains("has-consent-banner")).toBe(false);
  expect(window.dataLayer).toContainEqual({ event: "popup_click", popupName: "consent", action: "reject_all" });
});

test("accept all loads the tag manager after the consent update; the footer reopens the choice", () => {
  const { ConsentBanner, ConsentSettingsButton } = load({ GATSBY_GTM_ID: "GTM-ABC123", GATSBY_GTM_SCRIPT_URL: "https://tags.example/gtm.js" });
  renderIn(<><ConsentBanner /><ul><ConsentSettingsButton /></ul></>);
  fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
  const script = document.querySelector<HTMLScriptElement>("script[data-tag='gtm']");
  expect(script?.src).toBe("https://tags.example/gtm.js?id=GTM-ABC123");
  const layer = window.dataLayer ?? [];
  const update = layer.findIndex((e) => Array.from(e as unknown as ArrayLike<unknown>)[1] === "update");
  const gtmStart = layer.findIndex((e) => e.event === "gtm.js");
  expect(update).toBeGreaterThanOrEqual(0);
  expect(gtmStart).toBeGreaterThan(update);
  act(() => {
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
  });
  expect(screen.getByRole("region", { name: "Your choice of cookies" })).toBeInTheDocument();
  expect(screen.getAllByRole("checkbox").map((c) => (c as HTMLInputElement).checked)).toEqual([true, true]);
});
