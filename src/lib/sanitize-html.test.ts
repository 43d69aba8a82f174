/** @jest-environment node */
import { sanitizeHtml } from "./sanitize-html.server";

// Hostile CMS HTML → safe output (DOMPurify on a jsdom window, as at build time).
const HOSTILE: [string, string, (out: string) => void][] = [
  ["script tag", "<p>hi</p><script>alert(1)</script>", (o) => expect(o).toBe("<p>hi</p>")],
  [
    "onerror handler",
    '<img src=x onerror="alert(1)"><p onclick="x()">t</p>',
    (o) => expect(o).not.toMatch(/onerror|onclick|<img/),
  ],
  ["javascript: URL", '<a href="javascript:alert(1)">x</a>', (o) => expect(o).toBe("<a>x</a>")],
  ["JaVaScRiPt with entities", '<a href="jav&#x09;ascript:alert(1)">x</a>', (o) => expect(o).not.toMatch(/href/)],
  ["data: URL", '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', (o) => expect(o).not.toMatch(/data:/)],
  ["protocol-relative URL", '<a href="//evil.example/">x</a>', (o) => expect(o).not.toMatch(/href/)],
  [
    "svg with xlink",
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    (o) => expect(o).not.toMatch(/svg|xlink|javascript/),
  ],
  ["iframe", '<iframe src="https://evil.example"></iframe><p>ok</p>', (o) => expect(o).toBe("<p>ok</p>")],
  [
    "style and lang attributes",
    '<p style="color:red" lang="de">x</p><style>p{}</style>',
    (o) => expect(o).toBe("<p>x</p>"),
  ],
  ["nested tricks", "<scr<script>ipt>alert(1)</scr</script>ipt><p>ok</p>", (o) => expect(o).not.toMatch(/<script/i)],
  [
    "mutation XSS via noscript",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    (o) => expect(o).not.toMatch(/onerror/),
  ],
  [
    "form and input",
    '<form action="https://evil.example"><input name="x"></form>',
    (o) => expect(o).not.toMatch(/form|input/),
  ],
  [
    "target=_blank gets rel=noopener",
    '<a href="https://example.com" target="_blank">x</a>',
    (o) => expect(o).toBe('<a href="https://example.com" target="_blank" rel="noopener">x</a>'),
  ],
  [
    "other targets become same-tab",
    '<a href="https://example.com" target="_top">x</a>',
    (o) => expect(o).toBe('<a href="https://example.com">x</a>'),
  ],
  [
    "rel=opener is replaced",
    '<a href="https://example.com" target="_blank" rel="opener">x</a>',
    (o) => expect(o).toMatch(/rel="noopener"/),
  ],
  [
    "video: no autoplay, no script URL, no protocol-relative source",
    '<video src="javascript:alert(1)" autoplay onplay="x()"></video><video src="//evil.example/v.webm"></video>',
    (o) => expect(o).toBe("<video></video><video></video>"),
  ],
  [
    "video: no data: or http: source",
    '<video src="data:video/webm;base64,AAAA"></video><video src="http://cdn.example/v.webm"></video>',
    (o) => expect(o).not.toMatch(/src/),
  ],
  [
    "src only on a video or a track",
    '<p src="/x">t</p><span src="/y">u</span>',
    (o) => expect(o).toBe("<p>t</p><span>u</span>"),
  ],
  ["internal link kept", '<a href="/en/paris/map">map</a>', (o) => expect(o).toBe('<a href="/en/paris/map">map</a>')],
];

describe("sanitizeHtml (build time)", () => {
  test.each(HOSTILE)("%s", (_name, input, check) => check(sanitizeHtml(input)));

  test("keeps the content model's tags", () => {
    const html = "<h2>T</h2><h3>U</h3><p><strong>a</strong> <em>b</em></p><ul><li>c</li></ul><ol><li>d</li></ol>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  test("keeps a figure with a video from the site and its captions", () => {
    const html =
      '<figure><video src="/video/bus-loop.webm" controls="" preload="metadata" muted="" playsinline="" width="320" height="180" title="Bus"><track kind="captions" src="/video/bus-loop.en.vtt" srclang="en" label="English" default=""></video><figcaption>A bus</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
