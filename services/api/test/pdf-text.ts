/** Text drawn in a pdf-lib PDF: inflate the content streams and decode the hex strings of Tj operators. */
import { inflateSync } from "node:zlib";

/** WinAnsiEncoding (PDF 1.7 annex D) differs from Latin-1 in 0x80-0x9F: the standard fonts' € is 0x80. */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b))).join("");

export function pdfText(pdf: Buffer | Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  let out = "";
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    try {
      const text = inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1");
      for (const h of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out += winAnsi(Buffer.from(h[1]!, "hex")) + "\n";
    } catch {
      /* not a flate stream */
    }
  }
  return out;
}
