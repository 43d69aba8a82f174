/**
 * The brand comes from the CMS site settings: the title suffix of every page, the description that
 * names the site, the header (logo and name) and the footer's copyright, in every language; the site's own brand
 * when the CMS has none.
 */
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { buildPageSpecs, type SiteIndex } from "../routes/page-specs";
import type { PageContext } from "../routes/page-context";
import { LOCALES, type Locale } from "../i18n/locales";
import en from "../i18n/messages/en/common.json";
import fr from "../i18n/messages/fr/common.json";
import es from "../i18n/messages/es/common.json";
import nl from "../i18n/messages/nl/common.json";
import { toBrand } from "../content/brand";
import { Header } from "./header";
import { Footer } from "./footer";

const CATALOGUES: Record<Locale, Record<string, string>> = { en, fr, es, nl };
const SETTINGS = {
  operatorName: "Bus Tours Europe",
  logo: { url: "/api/media/file/brand-logo.png", width: 256, height: 256 },
};

const index: SiteIndex = {
  cities: [{ id: "paris", locales: ["fr", "en", "es", "nl"] }],
  products: [],
  articles: [],
  pages: [{ slug: "terms", city: null }],
  partners: [],
};
const specs = buildPageSpecs(index, new Date("2026-11-21T12:00:00Z"));

function dataOf(locale: Locale, settings: typeof SETTINGS | null) {
  return {
    locales: { edges: [{ node: { ns: "common", data: JSON.stringify(CATALOGUES[locale]), language: locale } }] },
    cms: {
      Cities: { docs: [{ cityId: "paris", name: "Paris", locales: ["fr", "en", "es", "nl"] }] },
      SiteSettings: settings,
    },
  };
}

type HeadComponent = (props: { data: unknown; pageContext: PageContext }) => React.ReactElement;
function head(template: string, context: PageContext, settings: typeof SETTINGS | null): string {
  const { Head } = jest.requireActual(`../templates/${template}.tsx`) as { Head: HeadComponent };
  return renderToStaticMarkup(<Head data={dataOf(context.language, settings)} pageContext={context} />);
}

describe("title suffix and description", () => {
  test.each(LOCALES)("every page's title ends with the CMS brand (%s)", (locale) => {
    const pages = specs.filter((s) => s.context.language === locale);
    expect(pages.length).toBeGreaterThan(3);
    for (const spec of pages) {
      const html = head(spec.template, spec.context, SETTINGS);
      expect(html).toMatch(/<title>[^<]* \| Bus Tours Europe<\/title>/);
      expect(html).not.toContain("City Sightseeing");
    }
  });

  test("without CMS settings, the site's own brand", () => {
    const home = specs.find((s) => s.context.routeName === "city-home" && s.context.language === "fr")!;
    expect(head(home.template, home.context, null)).toMatch(/<title>[^<]+ \| City Sightseeing<\/title>/);
  });

  test.each(LOCALES)("the site's description names the brand (%s)", (locale) => {
    const page = specs.find((s) => s.context.language === locale && s.context.routeName === "page-id")!;
    const description = /<meta name="description" content="([^"]*)"/.exec(
      head(page.template, page.context, SETTINGS),
    )?.[1];
    expect(description).toMatch(/^Bus Tours Europe ?:/);
  });
});

describe("header and footer", () => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: "nl",
    resources: { nl: { translation: nl } },
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  });
  const pageContext = { language: "nl", params: {}, alternates: [], i18n: { path: "/nl" } } as unknown as PageContext;

  test("the header shows the CMS logo beside the brand's name, the footer's copyright names it", () => {
    const brand = toBrand(SETTINGS);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Header pageContext={pageContext} city={undefined} brand={brand} />
        <Footer pageContext={pageContext} cities={[]} brand={brand} />
      </I18nextProvider>,
    );
    const home = screen.getByRole("link", { name: "Bus Tours Europe" });
    const logo = home.querySelector("img");
    expect(logo).toHaveAttribute("src", "/cms-media/brand-logo.png");
    expect(logo).toHaveAttribute("alt", ""); // the name beside it is the link's text
    expect(container.querySelector(".footer__copyright")).toHaveTextContent(
      "© 2026 Bus Tours Europe. Alle rechten voorbehouden.",
    );
    expect(container).not.toHaveTextContent("City Sightseeing");
  });

  test("without a logo, the brand's initials (hidden from assistive technologies)", () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Header
          pageContext={pageContext}
          city={undefined}
          brand={toBrand({ operatorName: "Bus Tours Europe", logo: null })}
        />
      </I18nextProvider>,
    );
    const home = screen.getByRole("link", { name: "Bus Tours Europe" });
    expect(home.querySelector("[aria-hidden=true]")).toHaveTextContent("BT");
  });
});
