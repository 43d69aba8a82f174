/** @jest-environment node */
// The layers of the site (docs/architecture.md, "Site (src/)"): no import cycle, no import from a lower layer
// to a higher one, no import between the separate apps.
import path from "path";
import { checkLayers, findCycles, readImportGraph, type ImportGraph, type Layers } from "./import-graph";

/** From the bottom up: keep in step with docs/architecture.md. */
export const SITE_LAYERS: Layers = [
  ["i18n"], // languages, UI catalogues, translation
  ["lib"], // pure helpers: money, media, sanitizing, supplier prices, icons
  ["routes"], // the route table, page context, page specs, sitemap
  ["analytics"], // event builders, the data layer, consent and tags
  ["links"], // CMS link resolution and <CmsLink>
  ["content"], // view models and their mappers (from page-query data)
  ["components"], // presentational primitives
  ["blocks"], // CMS blocks: types, components, registry, renderer
  ["screens"], // one file per city screen
  ["layout"], // page chrome: header, footer, head, banner, analytics
  ["checkout", "preview", "search", "forms"], // browser apps, independent of each other
  ["templates", "pages"], // Gatsby templates: query, Head, thin default export
];

const SRC = path.resolve(__dirname, "../../src");
const graph = readImportGraph(SRC);

describe("site layers (src/)", () => {
  test("the graph is read: templates import layout, blocks import content", () => {
    expect(graph.get("templates/city-page.tsx")).toContain("layout/layout.tsx");
    expect(graph.get("blocks/block-context.tsx")).toContain("content/block-data.ts");
    expect(graph.size).toBeGreaterThan(50);
  });

  test("no import cycle", () => {
    expect(findCycles(graph)).toEqual([]);
  });

  test("every folder has a layer", () => {
    expect(checkLayers(graph, SITE_LAYERS).unplaced).toEqual([]);
  });

  test("no import goes up a layer or across to a sibling app", () => {
    expect(checkLayers(graph, SITE_LAYERS).violations).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const g = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  test("a loop through three files is one cycle; a self-import is one too", () => {
    expect(findCycles(g({ "a/1.ts": ["a/2.ts"], "a/2.ts": ["b/3.ts"], "b/3.ts": ["a/1.ts"], "c/4.ts": [] }))).toEqual([
      ["a/1.ts", "a/2.ts", "b/3.ts"],
    ]);
    expect(findCycles(g({ "a/1.ts": ["a/1.ts"] }))).toEqual([["a/1.ts"]]);
    expect(findCycles(g({ "a/1.ts": ["a/2.ts"], "a/2.ts": [] }))).toEqual([]);
  });

  test("an upward import, a sibling import and an unplaced folder are reported", () => {
    const layers: Layers = [["lib"], ["content"], ["checkout", "preview"]];
    const report = checkLayers(
      g({
        "lib/money.ts": ["content/view.ts"],
        "content/view.ts": ["lib/money.ts"],
        "checkout/app.tsx": ["preview/app.tsx", "content/view.ts"],
        "preview/app.tsx": [],
        "misc/x.ts": ["lib/money.ts"],
      }),
      layers,
    );
    expect(report.violations).toEqual(["lib/money.ts -> content/view.ts", "checkout/app.tsx -> preview/app.tsx"]);
    expect(report.unplaced).toEqual(["misc/x.ts"]);
  });
});
