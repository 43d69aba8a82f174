/**
 * Every component that renders a URL typed in the CMS drops script links: app links (block and
 * banner), footer socials and partner logos, the help page's chat link. The table of disguises is shared with the
 * CMS's save-time validation (tests/fixtures/hostile-hrefs.ts); safeHref's own tests cover each of them.
 */
import { act, render } from "@testing-library/react";
import React from "react";
import { HOSTILE_HREFS } from "../../tests/fixtures/hostile-hrefs";
import { AppPromoBlock } from "../blocks/app-promo-block/app-promo-block";
import { BlockDataProvider } from "../blocks/block-context";
import { EMPTY_BLOCK_DATA } from "../content/block-data";
import { HelpScreen } from "../screens/help-screen";
import { AppBanner } from "../layout/app-banner";
import { Footer } from "../layout/footer";
import { BANNER_RECHECK_MS } from "../routes/app-banner-rules";
import type { LayoutCity } from "../content/layout-cities";
import type { PageContext } from "../routes/page-context";

const hrefs = (container: HTMLElement) => [...container.querySelectorAll("a")].map((a) => a.getAttribute("href") ?? "");
const scriptLike = (href: string) => /^\s*(javascript|data|vbscript)|&#|%[0-9a-f]{2}.*:|^\/\/|^\/\\/i.test(href);

function city(url: string): LayoutCity {
  return {
    id: "london",
    name: "London",
    locales: ["en"],
    supportEmail: null,
    colors: { primary: "#000000", secondary: "#ffffff", textColor: "#ffffff" },
    socials: [
      { network: "facebook", url },
      { network: "instagram", url: "https://www.instagram.com/sightseeing" },
    ],
    tagline: null,
    chatUrl: url,
    currency: { value: "GBP", label: "£", prefix: true },
    logos: [
      { name: "partner", alt: "Partner", to: url, width: 120, height: 40 },
      { name: "home", alt: "Home", to: "/", width: 120, height: 40 },
    ],
    image: null,
  };
}

const pageContext = { language: "en", params: {}, alternates: [] } as unknown as PageContext;

function renderBanner(iosUrl: string) {
  jest.useFakeTimers();
  Object.defineProperty(window.navigator, "userAgent", {
    value: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)",
    configurable: true,
  });
  const view = render(
    <AppBanner
      links={{ iosUrl, androidUrl: null, rankingAppIos: 4, rankingAppAndroid: 4 }}
      path="/en"
      pageType="city_home"
    />,
  );
  act(() => {
    jest.advanceTimersByTime(BANNER_RECHECK_MS + 10);
  });
  jest.useRealTimers();
  return view;
}

describe.each(HOSTILE_HREFS)("a CMS URL that is %s", (_label, url) => {
  test("shows no app banner (nothing safe to install from)", () => {
    const { container } = renderBanner(url);
    expect(hrefs(container)).toEqual([]);
  });

  test("is no href in the app promo block", () => {
    const { container } = render(
      <BlockDataProvider
        value={{
          ...EMPTY_BLOCK_DATA,
          app: { iosUrl: url, androidUrl: "https://play.example/app", rankingAppIos: 4, rankingAppAndroid: 4 },
        }}
      >
        <AppPromoBlock block={{ __typename: "Payload_AppPromoBlock", id: "a", title: "App", text: null } as never} />
      </BlockDataProvider>,
    );
    expect(hrefs(container)).toEqual(["https://play.example/app"]);
  });

  test("is no href in the footer (socials, partner logos) nor on the help page (chat)", () => {
    const footer = render(
      <Footer
        pageContext={pageContext}
        cities={[]}
        city={city(url)}
        brand={{ name: "City Sightseeing", logo: null }}
      />,
    );
    const links = hrefs(footer.container);
    expect(links).toContain("https://www.instagram.com/sightseeing");
    expect(links).toContain("/en");
    expect(links.filter(scriptLike)).toEqual([]);
    expect(footer.container.textContent).toContain("Partner");
    footer.unmount();
    const help = render(
      <HelpScreen title="Help" city={city(url)} office={null} faqs={[]} locale="en" variant="contact" />,
    );
    expect(hrefs(help.container).filter(scriptLike)).toEqual([]);
    expect(hrefs(help.container).some((h) => h.includes("script") || h.startsWith("data:"))).toBe(false);
  });
});

test("the same components keep good links", () => {
  expect(hrefs(renderBanner("https://apps.apple.com/app/id1").container)).toEqual(["https://apps.apple.com/app/id1"]);
  const { container } = render(
    <Footer
      pageContext={pageContext}
      cities={[]}
      city={city("https://www.facebook.com/sightseeing")}
      brand={{ name: "City Sightseeing", logo: null }}
    />,
  );
  expect(hrefs(container)).toEqual(expect.arrayContaining(["https://www.facebook.com/sightseeing", "/en"]));
  const help = render(
    <HelpScreen
      title="Help"
      city={city("mailto:chat@sightseeing.example")}
      office={null}
      faqs={[]}
      locale="en"
      variant="contact"
    />,
  );
  expect(hrefs(help.container)).toContain("mailto:chat@sightseeing.example");
});
