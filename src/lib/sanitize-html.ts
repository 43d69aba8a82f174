import type { DOMPurify } from "dompurify";
import { safeHref } from "../../domain/safe-href";

/**
 * What CMS rich text may contain (the content model: h2–h4, p, lists, links, emphasis; a figure with a video and its
 * captions track, never autoplaying, from the site or https only).
 */
export const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "blockquote",
    "code",
    "pre",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "figure",
    "figcaption",
    "video",
    "track",
  ],
  ALLOWED_ATTR: [
    "href",
    "target",
    "rel",
    "title",
    "colspan",
    "rowspan",
    "scope",
    "src",
    "controls",
    "preload",
    "muted",
    "playsinline",
    "width",
    "height",
    "kind",
    "srclang",
    "label",
    "default",
  ],
  FORBID_ATTR: ["style", "lang"],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
};

/** A video or its captions come from the site (one leading slash) or https, and only a video or a track has a src. */
export const SAFE_MEDIA_SRC = /^(?:https:|\/(?!\/))/i;
const MEDIA = new Set(["VIDEO", "TRACK"]);

/** Installs the link rules once per DOMPurify instance: same tab by default, rel="noopener" with target=_blank. */
export function configureSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    // Links: the kernel's one URL-safety rule (domain/safe-href.ts), as for every CMS URL the site renders.
    if (data.attrName === "href" && safeHref(data.attrValue.trim()) === undefined) data.keepAttr = false;
    if (data.attrName === "src" && !(MEDIA.has(node.nodeName) && SAFE_MEDIA_SRC.test(data.attrValue.trim())))
      data.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const el = node as Element;
    if (el.getAttribute("target") === "_blank") {
      const rel = new Set<string>(
        (el.getAttribute("rel") ?? "").split(/\s+/).filter((r) => r === "noreferrer" || r === "nofollow"),
      );
      rel.add("noopener");
      el.setAttribute("rel", [...rel].join(" "));
    } else {
      el.removeAttribute("target");
    }
  });
  return (html: string) => purify.sanitize(html, SANITIZE_CONFIG) as unknown as string;
}
