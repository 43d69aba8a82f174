/**
 * The app-install banner decides 500 ms after each route (spec section 4: "refreshed 500 ms after route change"):
 * nothing before, the decision at 500 ms, and again on the next route, with what the browser holds then.
 */
import { act, render } from "@testing-library/react";
import React from "react";
import { AppBanner } from "./app-banner";
import { BANNER_RECHECK_MS, dismissBanner } from "../routes/app-banner-rules";

const links = {
  iosUrl: "https://apps.example/ios",
  androidUrl: "https://play.example/android",
  rankingAppIos: 4,
  rankingAppAndroid: 4,
};
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36";

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window.navigator, "userAgent", { value: ANDROID, configurable: true });
  for (const c of document.cookie.split(";")) document.cookie = `${c.split("=")[0]?.trim()}=; path=/; max-age=0`;
});
afterEach(() => jest.useRealTimers());

const banner = () => document.querySelector(".app-banner");

test("the banner is decided 500 ms after the route mounts, not before", () => {
  render(<AppBanner links={links} path="/en/paris/home" pageType="city_home" />);
  act(() => {
    jest.advanceTimersByTime(BANNER_RECHECK_MS - 1);
  });
  expect(banner()).toBeNull();
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(banner()?.getAttribute("data-platform")).toBe("android");
});

test("each route change decides again 500 ms later, with the cookies of that moment", () => {
  const view = render(<AppBanner links={links} path="/en/paris/home" pageType="city_home" />);
  act(() => {
    jest.advanceTimersByTime(BANNER_RECHECK_MS);
  });
  expect(banner()).not.toBeNull();
  // dismissed elsewhere (another tab): the next route's check reads the cookie
  dismissBanner();
  view.rerender(<AppBanner links={links} path="/en/paris/tours" pageType="tours" />);
  act(() => {
    jest.advanceTimersByTime(BANNER_RECHECK_MS - 1);
  });
  expect(banner()).not.toBeNull(); // the current decision stands until the re-check
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(banner()).toBeNull();
});
