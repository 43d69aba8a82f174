import { render } from "@testing-library/react";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toMediaImage, type MediaImage } from "../lib/media";
import { IMAGE_SIZES, ImagePreload, ResponsiveImage } from "./responsive-image";

/** A 1600-wide original with the four WebP widths the CMS makes (as the ResponsiveMedia fragment returns them). */
const paris = toMediaImage({
  url: "http://localhost:3000/api/media/file/paris-skyline.webp",
  alt: "Paris skyline",
  width: 1600,
  height: 900,
  sizes: {
    w480: { url: "/api/media/file/paris-skyline-480x270.webp", width: 480 },
    w800: { url: "/api/media/file/paris-skyline-800x450.webp", width: 800 },
    w1200: { url: "/api/media/file/paris-skyline-1200x675.webp", width: 1200 },
    w1600: { url: "/api/media/file/paris-skyline-1600x900.webp", width: 1600 },
  },
}) as MediaImage;

const img = (ui: React.ReactElement) => render(ui).container.querySelector("img") as HTMLImageElement;

describe("ResponsiveImage", () => {
  test("srcset lists every width from the site's copy of the media, narrowest first; sizes, width and height are set", () => {
    const el = img(<ResponsiveImage image={paris} sizes={IMAGE_SIZES.card} />);
    expect(el.getAttribute("src")).toBe("/cms-media/paris-skyline.webp");
    expect(el.getAttribute("srcset")).toBe(
      "/cms-media/paris-skyline-480x270.webp 480w, /cms-media/paris-skyline-800x450.webp 800w, " +
        "/cms-media/paris-skyline-1200x675.webp 1200w, /cms-media/paris-skyline.webp 1600w",
    );
    expect(el.getAttribute("sizes")).toBe(IMAGE_SIZES.card);
    expect(el.getAttribute("width")).toBe("1600");
    expect(el.getAttribute("height")).toBe("900");
    expect(el.getAttribute("alt")).toBe("Paris skyline");
  });

  test("below the fold by default: lazy, decoded off the main thread, no fetch priority", () => {
    const el = img(<ResponsiveImage image={paris} sizes={IMAGE_SIZES.card} alt="" />);
    expect(el.getAttribute("loading")).toBe("lazy");
    expect(el.getAttribute("decoding")).toBe("async");
    expect(el.getAttribute("fetchpriority")).toBeNull();
    expect(el.getAttribute("alt")).toBe("");
  });

  test("the LCP image (priority) is eager with fetchpriority high, in the server-rendered HTML too", () => {
    const el = img(<ResponsiveImage image={paris} sizes={IMAGE_SIZES.full} priority />);
    expect(el.getAttribute("loading")).toBe("eager");
    expect(el.getAttribute("fetchpriority")).toBe("high");
    // Decoded off the main frame: the text of the first frame does not wait for the picture.
    expect(el.getAttribute("decoding")).toBe("async");
    const html = renderToStaticMarkup(<ResponsiveImage image={paris} sizes={IMAGE_SIZES.full} priority />);
    expect(html).toMatch(/ fetchpriority="high"/i);
    expect(html).toContain(' loading="eager"');
  });

  test("an original narrower than a size (the CMS does not enlarge): skipped sizes and wider variants are left out", () => {
    const small = toMediaImage({
      url: "/api/media/file/logo.png",
      alt: "Logo",
      width: 640,
      height: 320,
      sizes: {
        w480: { url: "/api/media/file/logo-480x240.webp", width: 480 },
        w800: { url: null, width: null },
        w1200: null,
      },
    }) as MediaImage;
    const el = img(<ResponsiveImage image={small} sizes="192px" />);
    expect(el.getAttribute("srcset")).toBe("/cms-media/logo-480x240.webp 480w, /cms-media/logo.png 640w");
  });

  test("commas and spaces in a file name are escaped (they separate srcset candidates)", () => {
    const odd = toMediaImage({ url: "/api/media/file/a,b c.webp", width: 800, height: 450, sizes: {} }) as MediaImage;
    expect(img(<ResponsiveImage image={odd} sizes="100vw" />).getAttribute("srcset")).toBe(
      "/cms-media/a%2Cb%20c.webp 800w",
    );
  });

  test("nothing is rendered for a media URL the site does not serve", () => {
    const foreign = { ...paris, url: "javascript:alert(1)", variants: [] };
    expect(render(<ResponsiveImage image={foreign} sizes="100vw" />).container.innerHTML).toBe("");
  });

  test("the LCP image's preload asks for the same candidates as the image (one download, not two)", () => {
    const html = renderToStaticMarkup(<ImagePreload image={paris} sizes={IMAGE_SIZES.card} />);
    const link = new DOMParser().parseFromString(html, "text/html").querySelector("link") as HTMLLinkElement;
    const el = img(<ResponsiveImage image={paris} sizes={IMAGE_SIZES.card} priority />);
    expect(link.getAttribute("rel")).toBe("preload");
    expect(link.getAttribute("as")).toBe("image");
    expect(link.getAttribute("imagesrcset")).toBe(el.getAttribute("srcset"));
    expect(link.getAttribute("imagesizes")).toBe(el.getAttribute("sizes"));
    expect(link.getAttribute("href")).toBe(el.getAttribute("src"));
    expect(link.getAttribute("fetchpriority")).toBe("high");
  });
});
