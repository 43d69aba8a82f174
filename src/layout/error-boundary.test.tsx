import { act, render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import type { LayoutCity } from "../content/layout-cities";
import { ErrorBoundary } from "./error-boundary";
import { ErrorView } from "./error-view";

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
});

const madrid = {
  id: "madrid",
  name: "Madrid",
  locales: ["fr", "en", "es"],
  supportEmail: "help@madrid.example",
} as unknown as LayoutCity;
const withI18n = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

function Broken(): React.ReactElement {
  throw new Error("Loading chunk 42 failed.");
}

describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.localStorage.clear();
  });
  afterEach(() => consoleError.mockRestore());

  test("a render error shows the 500 screen with its buttons instead of nothing", () => {
    withI18n(
      <ErrorBoundary locale="en" city={madrid}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Error 500");
    expect(screen.getByText("An error occured")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en/madrid/home");
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "mailto:help@madrid.example");
    expect(screen.queryByText(/Loading chunk/)).toBeNull();
  });

  test("debug mode: the raw message replaces the subtitle", () => {
    window.localStorage.setItem("site.debug", "1");
    withI18n(
      <ErrorBoundary locale="en" city={undefined}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId("error-debug")).toHaveTextContent("Loading chunk 42 failed.");
    expect(screen.queryByText("An error occured")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en");
  });

  test("an event handler of the site that throws, a rejected promise nobody caught: the 500 screen and the report", () => {
    for (const fire of [
      () =>
        window.dispatchEvent(
          new ErrorEvent("error", {
            message: "x is undefined",
            filename: `${window.location.origin}/app.js`,
            error: new Error("x is undefined"),
          }),
        ),
      () => {
        const reason = Object.assign(new Error("save failed"), {
          stack: `Error: save failed\n    at onClick (${window.location.origin}/app.js:1:2)`,
        });
        window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason }));
      },
    ]) {
      consoleError.mockClear();
      const { unmount } = withI18n(
        <ErrorBoundary locale="en" city={madrid}>
          <p>fine</p>
        </ErrorBoundary>,
      );
      act(fire);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Error 500");
      expect(screen.queryByText("fine")).toBeNull();
      expect(consoleError).toHaveBeenCalledWith("[error-boundary]", expect.any(Error));
      unmount();
    }
  });

  test("another origin's error (a tag, an extension) leaves the page as it is", () => {
    withI18n(
      <ErrorBoundary locale="en" city={madrid}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    act(() => {
      window.dispatchEvent(
        new ErrorEvent("error", { message: "t is null", filename: "https://tags.example.net/gtm.js" }),
      );
    });
    expect(screen.getByText("fine")).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  test("children that render are shown as they are", () => {
    withI18n(
      <ErrorBoundary locale="en" city={undefined}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("fine")).toBeInTheDocument();
  });
});

describe("ErrorView", () => {
  test("a status other than 404 and 500 shows only the buttons", () => {
    const { container } = withI18n(<ErrorView status={403} locale="en" city={madrid} />);
    expect(container.querySelector("h1")).toBeNull();
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Back to the home page", "Contact support"]);
  });

  test("404 inside a city says the page was not found there, not that it is no longer available", () => {
    withI18n(<ErrorView status={404} locale="en" city={madrid} path="/en/madrid/nope" />);
    expect(screen.getByText("This page was not found on the Madrid site.")).toBeInTheDocument();
    expect(screen.queryByText("This page is no longer available.")).toBeNull();
    expect(screen.getByText("Page not found: /en/madrid/nope")).toBeInTheDocument();
  });
});
