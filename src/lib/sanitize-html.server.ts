import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { configureSanitizer } from "./sanitize-html";

/** Build-time sanitizer (gatsby-node): DOMPurify on a jsdom window. Never imported by browser code. */
let sanitize: ((html: string) => string) | null = null;

export function sanitizeHtml(html: string): string {
  if (!sanitize) {
    const { window } = new JSDOM("");
    sanitize = configureSanitizer(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]));
  }
  return sanitize(html);
}
