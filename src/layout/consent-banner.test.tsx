import { act, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import { CONSENT_DEFAULT_SCRIPT } from "../analytics/consent";
import { ConsentBanner, ConsentSettingsButton } from "./consent-banner";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
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
  document.documentElement.classList.remove("consent-chosen");
  document.cookie = "consent=; Max-Age=0; Path=/";
  document.head.querySelectorAll("script[data-tag]").forEach((s) => s.remove());
  window.dataLayer = [];
});

test("no tag configured: no banner and no footer settings (nothing to consent to)", () => {
  const { ConsentBanner, ConsentSettingsButton } = load({});
  renderIn(
    <>
      <ConsentBanner />
      <ul>
        <ConsentSettingsButton />
      </ul>
    </>,
  );
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
  // The next page's server-rendered banner stays hidden after a client-side navigation (no head script then).
  expect(document.documentElement.classList.contains("consent-chosen")).toBe(true);
  expect(window.dataLayer).toContainEqual({ event: "popup_click", popupName: "consent", action: "reject_all" });
});

test("accept all loads the tag manager after the consent update; the footer reopens the choice", () => {
  const { ConsentBanner, ConsentSettingsButton } = load({
    GATSBY_GTM_ID: "GTM-ABC123",
    GATSBY_GTM_SCRIPT_URL: "https://tags.example/gtm.js",
  });
  renderIn(
    <>
      <ConsentBanner />
      <ul>
        <ConsentSettingsButton />
      </ul>
    </>,
  );
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

describe("server-rendered (ADR 0330)", () => {
  const serverHtml = () => {
    const { ConsentBanner } = load({ GATSBY_GTM_ID: "GTM-ABC123" });
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <ConsentBanner />
      </I18nextProvider>,
    );
  };

  test("the build's HTML carries the banner, marked pending, so that a first visit sees it with the first paint", () => {
    const html = serverHtml();
    expect(html).toContain("data-pending");
    expect(html).toContain("Accept all");
    load({});
    expect(
      renderToString(
        <I18nextProvider i18n={i18n}>
          <ConsentBanner />
        </I18nextProvider>,
      ),
    ).toBe("");
  });

  test("hydrated for a visitor who chose: the pending banner goes, no display event, the choice is applied", () => {
    const html = serverHtml();
    document.cookie = "consent=a1m0; Path=/";
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(container.querySelector("[data-pending]")).not.toBeNull();
    const onOpen = jest.fn();
    act(() => {
      hydrateRoot(
        container,
        <I18nextProvider i18n={i18n}>
          <ConsentBanner onOpenChange={onOpen} />
        </I18nextProvider>,
      );
    });
    expect(container.querySelector(".consent-banner")).toBeNull();
    expect(onOpen).toHaveBeenLastCalledWith(false);
    expect(onOpen).not.toHaveBeenCalledWith(true);
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: "popup_display" }));
    expect(document.documentElement.classList.contains("has-consent-banner")).toBe(false);
    container.remove();
  });

  test("hydrated for a first visit: the same banner stays, no longer pending, and reports itself open", () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml();
    document.body.appendChild(container);
    const before = container.querySelector(".consent-banner");
    const onOpen = jest.fn();
    act(() => {
      hydrateRoot(
        container,
        <I18nextProvider i18n={i18n}>
          <ConsentBanner onOpenChange={onOpen} />
        </I18nextProvider>,
      );
    });
    const after = container.querySelector(".consent-banner");
    expect(after).toBe(before);
    expect(after?.hasAttribute("data-pending")).toBe(false);
    expect(onOpen).toHaveBeenLastCalledWith(true);
    container.remove();
  });

  test("a button pressed before React ran is carried out when the banner starts: no tap is lost", () => {
    const html = serverHtml();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    // eslint-disable-next-line no-new-func -- the head script as the browser runs it, before any of the site's code
    new Function(CONSENT_DEFAULT_SCRIPT)();
    (container.querySelector("button[data-consent-early='reject_all']") as HTMLButtonElement).click();
    act(() => {
      hydrateRoot(
        container,
        <I18nextProvider i18n={i18n}>
          <ConsentBanner />
        </I18nextProvider>,
      );
    });
    expect(document.cookie).toContain("consent=a0m0");
    expect(container.querySelector(".consent-banner")).toBeNull();
    const events = (window.dataLayer ?? []).filter((e) => (e as { popupName?: string }).popupName === "consent");
    expect(events).toEqual([
      { event: "popup_display", popupName: "consent" },
      { event: "popup_click", popupName: "consent", action: "reject_all" },
    ]);
    expect(window.__consentEarly).toBeUndefined();
    container.remove();
  });

  test("'Choose' pressed before React ran opens the choice when the banner starts", () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml();
    document.body.appendChild(container);
    window.__consentEarly = "choose";
    act(() => {
      hydrateRoot(
        container,
        <I18nextProvider i18n={i18n}>
          <ConsentBanner />
        </I18nextProvider>,
      );
    });
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(document.cookie).not.toContain("consent=a");
    container.remove();
  });
});
