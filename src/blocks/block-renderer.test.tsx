import { render, screen, within } from "@testing-library/react";
import { readdirSync } from "fs";
import path from "path";
import React from "react";
import { EMPTY_BLOCK_DATA, type BlockData } from "../content/block-data";
import { BlockDataProvider } from "./block-context";
import { BlockRenderer, type RuntimeBlock } from "./block-renderer";
import { offerIds } from "./offers-block/offers-block";

// Every fixture of tests/fixtures/blocks: { input: { blocks, homeProductIds? }, expected: { headings, links, images, text? } }.
const FIXTURES_DIR = path.resolve(__dirname, "../../tests/fixtures/blocks");
const fixtures = readdirSync(FIXTURES_DIR)
  .filter((f) => /^\d{3}-.*\.ts$/.test(f))
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- fixtures found at run time, by directory listing
  .map((file) => ({ name: file, ...(require(path.join(FIXTURES_DIR, file)) as { input: Input; expected: Expected }) }));

interface Input {
  blocks: RuntimeBlock[];
  homeProductIds?: string[];
}
interface Expected {
  headings: string[];
  links: { name: string; href: string }[];
  images: { alt: string; src: string }[];
  text?: string[];
}

const image = { url: "/api/media/file/london-bus.webp", alt: "", width: 1200, height: 675, variants: [] };
const DATA: BlockData = {
  ...EMPTY_BLOCK_DATA,
  locale: "en",
  cityId: "london",
  currency: { value: "GBP", label: "£", prefix: true },
  products: [
    {
      productId: "london-hop-on-hop-off",
      title: "Hop-on hop-off",
      shortDescription: null,
      offerType: "hop-on-hop-off",
      promoPercent: null,
      image: null,
    },
    {
      productId: "london-family-pass",
      title: "Family pass",
      shortDescription: null,
      offerType: "family-pass",
      promoPercent: null,
      image: null,
    },
  ],
  prices: {
    "london-hop-on-hop-off": { amount: 2880, original: null, currency: "GBP", optionId: "o1" },
    "london-family-pass": { amount: 2500, original: null, currency: "GBP", optionId: "o2" },
  },
  articles: [{ slug: "london-westminster-walk", title: "Westminster walk", excerpt: null, publishedAt: null, image }],
  faqs: [
    { question: "clock|How long?", answer: "<p>All day.</p>" },
    { question: "Second?", answer: "<p>No.</p>" },
  ],
  app: {
    iosUrl: "https://apps.example/ios",
    androidUrl: "https://apps.example/android",
    rankingAppIos: 4,
    rankingAppAndroid: 4,
  },
};

function renderBlocks(input: Input, onMissing = jest.fn()) {
  return render(
    <BlockDataProvider value={{ ...DATA, homeProductIds: input.homeProductIds ?? [] }}>
      <main>
        <BlockRenderer blocks={input.blocks} onMissing={onMissing} />
      </main>
    </BlockDataProvider>,
  );
}

describe("block renderer fixtures", () => {
  test.each(fixtures)("$name", ({ input, expected }) => {
    const { container } = renderBlocks(input);
    const main = within(container.querySelector("main") as HTMLElement);
    expect(main.queryAllByRole("heading").map((h) => h.textContent)).toEqual(expected.headings);
    expect(
      main.queryAllByRole("link").map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute("href") })),
    ).toEqual(expected.links);
    expect(
      [...container.querySelectorAll("img")]
        .filter((i) => i.alt)
        .map((i) => ({ alt: i.alt, src: i.getAttribute("src") })),
    ).toEqual(expected.images);
    for (const text of expected.text ?? []) expect(container.textContent).toContain(text);
  });

  test("fixture inputs are not mutated", () => {
    for (const fixture of fixtures) {
      const before = JSON.stringify(fixture.input);
      renderBlocks(fixture.input);
      expect(JSON.stringify(fixture.input)).toBe(before);
    }
  });
});

describe("unknown block types", () => {
  test("render the fallback and report the typename, without crashing", () => {
    const onMissing = jest.fn();
    const { container } = renderBlocks(
      {
        blocks: [
          { __typename: "Payload_CarouselBlock", id: "x" },
          { __typename: "Payload_RichTextBlock", id: "r", html: "<p>after</p>" } as RuntimeBlock,
        ],
      },
      onMissing,
    );
    expect(onMissing).toHaveBeenCalledWith("Payload_CarouselBlock");
    expect(screen.getByRole("note")).toHaveTextContent("Payload_CarouselBlock"); // development fallback
    expect(container).toHaveTextContent("after");
  });

  test("render nothing in production", () => {
    const previous = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = "production";
    try {
      const onMissing = jest.fn();
      const { container } = renderBlocks({ blocks: [{ __typename: "Payload_CarouselBlock" }] }, onMissing);
      expect(container.querySelector("main")?.innerHTML).toBe("");
      expect(onMissing).toHaveBeenCalledWith("Payload_CarouselBlock");
    } finally {
      (process.env as Record<string, string>).NODE_ENV = previous as string;
    }
  });

  test("null blocks are skipped", () => {
    const { container } = render(<BlockRenderer blocks={[null, undefined]} onMissing={jest.fn()} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("offerIds", () => {
  test("supplier ids win; the block's ids are the fallback", () => {
    expect(offerIds(["a", "b"], ["c"])).toEqual(["a", "b"]);
    expect(offerIds([], ["c", null])).toEqual(["c"]);
    expect(offerIds([], null)).toEqual([]);
  });
});

describe("app buttons", () => {
  test("the store name alone names each link; the rating is its own element with a text alternative", () => {
    const { container } = renderBlocks({
      blocks: [{ __typename: "Payload_AppPromoBlock", id: "p1", title: "App", text: null }],
    });
    const main = within(container.querySelector("main") as HTMLElement);
    expect(main.getAllByRole("link").map((a) => a.textContent)).toEqual(["app.ios", "app.android"]);
    const ratings = main.getAllByRole("img", { name: "app.ratingLabel" });
    expect(ratings).toHaveLength(2);
    for (const rating of ratings) expect(rating.closest("a")).toBeNull();
  });
});
