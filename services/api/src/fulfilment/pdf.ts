/**
 * One PDF per booking (pdf-lib + qrcode, offline): operator, city, tour, option, date and hour, passengers by type,
 * booking reference, one QR code per ticket (the supplier's QRCODE delivery values), free-cancellation notice.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import {
  freeCancellationDeadline,
  freeCancellationUntilMs,
  inCityLanguage,
  toursOfTicket,
  type TicketData,
} from "./tickets.ts";
import { breakdownRows } from "./breakdown-text.ts";
import { languageTag } from "../locale.ts";
import { text, validityRows, whenText } from "./i18n.ts";
import { ticketGroups } from "./ticket-groups.ts";
import { CARD, ticketCardLayout, wrapLines, type TextMetrics } from "./pdf-layout.ts";
import { timetableRows } from "./timetable.ts";
import { countsText } from "./passenger-count.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const BRAND = rgb(0.78, 0.07, 0.12);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** Drops characters the standard (WinAnsi) fonts cannot encode instead of failing. */
function safe(font: PDFFont, value: string): string {
  const set = new Set(font.getCharacterSet());
  return [...value.normalize("NFC")]
    .map((c) => (set.has(c.codePointAt(0)!) ? c : c === "\u202f" || c === "\u00a0" ? " " : "?"))
    .join("");
}

/** Measured vertical metrics of a standard font at a size (ascent above, descent below the baseline). */
function metricsOf(font: PDFFont, size: number): TextMetrics {
  const ascent = font.heightAtSize(size, { descender: false });
  const full = font.heightAtSize(size);
  return { size, ascent, descent: full - ascent, lineHeight: full + 1 };
}

/** The brand's logo (CMS site settings), drawn in the header beside the operator's name. */
export interface PdfLogo {
  bytes: Uint8Array;
  mimeType: "image/png" | "image/jpeg";
}

export async function renderTicketsPdf(ticket: TicketData, opts: { logo?: PdfLogo | null } = {}): Promise<Uint8Array> {
  const locale = ticket.locale;
  const main = inCityLanguage(ticket, locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${text("tickets", locale)} ${main.reference}`);
  doc.setSubject(`${main.operator} - ${main.productTitle} - ${main.reference}`);
  doc.setAuthor(main.operator);
  doc.setCreator(main.operator);
  doc.setProducer("sightseeing api");
  doc.setLanguage(languageTag(locale));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // A logo that does not decode is left out: the tickets matter more than the picture.
  const logo = opts.logo
    ? await (opts.logo.mimeType === "image/png" ? doc.embedPng(opts.logo.bytes) : doc.embedJpg(opts.logo.bytes)).catch(
        () => null,
      )
    : null;

  /**
   * One section per tour, each from a new page under the header with its reference (a basket's tours, docs/adr/0366);
   * the price details, the whole order's, in the first.
   */
  const drawTour = async (section: TicketData, withPrice: boolean) => {
    const t = inCityLanguage(section, locale);
    const when = whenText(t, locale);
    const header = (page: PDFPage) => {
      const [w, h] = A4;
      page.drawRectangle({ x: 0, y: h - 70, width: w, height: 70, color: BRAND });
      let x = MARGIN;
      if (logo) {
        const size = logo.scaleToFit(54, 54);
        page.drawImage(logo, { x, y: h - 62, width: size.width, height: size.height });
        x += size.width + 12;
      }
      page.drawText(safe(bold, t.operator), { x, y: h - 38, size: 20, font: bold, color: rgb(1, 1, 1) });
      page.drawText(safe(regular, `${t.cityName} - ${text("tickets", locale)}`), {
        x,
        y: h - 58,
        size: 11,
        font: regular,
        color: rgb(1, 1, 1),
      });
      const ref = safe(bold, t.reference);
      page.drawText(ref, {
        x: w - MARGIN - bold.widthOfTextAtSize(ref, 14),
        y: h - 38,
        size: 14,
        font: bold,
        color: rgb(1, 1, 1),
      });
    };

    let page = doc.addPage(A4);
    header(page);
    let y = A4[1] - 100;
    const line = (label: string, value: string, size = 11) => {
      page.drawText(safe(bold, label), { x: MARGIN, y, size, font: bold, color: MUTED });
      // A long value (a meeting point) wraps onto lines of its own; the next row starts below the last one.
      const lines = wrapLines(
        safe(regular, value),
        (s) => regular.widthOfTextAtSize(s, size),
        A4[0] - 2 * MARGIN - 150,
      );
      lines.forEach((text, i) =>
        page.drawText(text, { x: MARGIN + 150, y: y - i * (size + 3), size, font: regular, color: INK }),
      );
      y -= size + 9 + (lines.length - 1) * (size + 3);
    };
    page.drawText(safe(bold, t.productTitle), {
      x: MARGIN,
      y,
      size: 18,
      font: bold,
      color: INK,
      maxWidth: A4[0] - 2 * MARGIN,
    });
    y -= 30;
    line(text("reference", locale), t.reference);
    if (t.optionTitle) line(text("option", locale), t.optionTitle);
    line(text("date", locale), when.date);
    line(text("time", locale), when.time);
    // A 2-day ticket's days (docs/adr/0359).
    for (const [label, value] of validityRows(t, locale)) line(label, value);
    line(text("passengers", locale), countsText(t.passengers, locale));
    for (const c of t.combinations ?? []) {
      line(text("addon", locale), `${c.productTitle} (${countsText(c.passengers, locale)})`);
    }
    if (t.customerName) line(text("customer", locale), t.customerName);
    // Meeting point, first and last departure, frequency, loop duration.
    for (const [label, value] of timetableRows(t.timetable, locale)) line(label, value);
    if (withPrice && t.total.amount > 0) {
      // The price as the site's summary shows it (one renderer with the e-mail).
      y -= 4;
      page.drawText(safe(bold, text("priceDetails", locale)), { x: MARGIN, y, size: 11, font: bold, color: INK });
      y -= 18;
      for (const r of breakdownRows(t, locale)) {
        const font = r.kind === "total" ? bold : regular;
        page.drawText(safe(font, r.label), {
          x: MARGIN,
          y,
          size: 10,
          font,
          color: r.kind === "discount" ? rgb(0.1, 0.4, 0.15) : INK,
          maxWidth: A4[0] - 2 * MARGIN - 110,
        });
        const amount = safe(font, r.amount.replace("\u2212", "-"));
        page.drawText(amount, {
          x: A4[0] - MARGIN - font.widthOfTextAtSize(amount, 10),
          y,
          size: 10,
          font,
          color: r.kind === "discount" ? rgb(0.1, 0.4, 0.15) : INK,
        });
        y -= 15;
      }
    }
    y -= 4;
    const until = freeCancellationUntilMs(t);
    if (!Number.isNaN(until)) {
      page.drawRectangle({ x: MARGIN, y: y - 8, width: A4[0] - 2 * MARGIN, height: 24, color: rgb(0.93, 0.97, 0.93) });
      page.drawText(safe(regular, text("freeCancellation", locale, { until: freeCancellationDeadline(t, locale) })), {
        x: MARGIN + 8,
        y,
        size: 10,
        font: regular,
        color: rgb(0.1, 0.4, 0.15),
      });
      y -= 34;
    }
    // The bus tickets, then each add-on's, each group under its heading and instructions (docs/adr/0359). QR grid: 3
    // per row, a new page when full. Each card is as tall as its measured text needs (label and ticket code wrapped to
    // the card's width, pdf-layout.ts); the cards of a row share the tallest one's height.
    const cols = 3;
    const cell = (A4[0] - 2 * MARGIN) / cols;
    const textWidth = cell - 24;
    const labelMetrics = metricsOf(bold, 10);
    const codeMetrics = metricsOf(regular, 8);
    const newPage = () => {
      page = doc.addPage(A4);
      header(page);
      y = A4[1] - 100;
    };
    const heightOf = (c: { label: string[]; code: string[] }) => {
      const l = ticketCardLayout(0, c.label.length, c.code.length, labelMetrics, codeMetrics);
      return l.top - l.bottom;
    };
    for (const group of ticketGroups(t, locale)) {
      const heading = wrapLines(safe(bold, group.heading), (s) => bold.widthOfTextAtSize(s, 13), A4[0] - 2 * MARGIN);
      const notes = group.lines.flatMap((l) =>
        wrapLines(safe(regular, l), (s) => regular.widthOfTextAtSize(s, 10), A4[0] - 2 * MARGIN),
      );
      const rows: { item: (typeof group.items)[number]; label: string[]; code: string[] }[][] = [];
      for (let start = 0; start < group.items.length; start += cols) {
        rows.push(
          group.items.slice(start, start + cols).map((item) => ({
            item,
            label: wrapLines(safe(bold, item.title), (s) => bold.widthOfTextAtSize(s, 10), textWidth),
            code: wrapLines(safe(regular, item.reference), (s) => regular.widthOfTextAtSize(s, 8), textWidth),
          })),
        );
      }
      // The heading and its instructions stay with the group's first row of codes.
      const gap = 22;
      const headHeight = gap + heading.length * 17 + notes.length * 14 + 4;
      if (y - headHeight - Math.max(...rows[0]!.map(heightOf)) < MARGIN) newPage();
      y -= gap;
      for (const h of heading) {
        page.drawText(h, { x: MARGIN, y, size: 13, font: bold, color: INK });
        y -= 17;
      }
      for (const n of notes) {
        page.drawText(n, { x: MARGIN, y, size: 10, font: regular, color: MUTED });
        y -= 14;
      }
      y -= 4;
      for (const row of rows) {
        const rowHeight = Math.max(...row.map(heightOf));
        if (y - rowHeight < MARGIN) newPage();
        for (const [col, c] of row.entries()) {
          const x = MARGIN + col * cell;
          const layout = ticketCardLayout(y, c.label.length, c.code.length, labelMetrics, codeMetrics);
          const png = await QRCode.toBuffer(c.item.qr, {
            type: "png",
            margin: 1,
            width: 260,
            errorCorrectionLevel: "M",
          });
          const image = await doc.embedPng(png);
          page.drawRectangle({
            x: x + 4,
            y: y - rowHeight,
            width: cell - 8,
            height: rowHeight,
            borderColor: rgb(0.85, 0.85, 0.88),
            borderWidth: 1,
          });
          page.drawImage(image, {
            x: x + (cell - CARD.qrSize) / 2,
            y: layout.qrY,
            width: CARD.qrSize,
            height: CARD.qrSize,
          });
          c.label.forEach((text, i) =>
            page.drawText(text, { x: x + 12, y: layout.labelBaselines[i]!, size: 10, font: bold, color: INK }),
          );
          c.code.forEach((text, i) =>
            page.drawText(text, { x: x + 12, y: layout.codeBaselines[i]!, size: 8, font: regular, color: MUTED }),
          );
        }
        y -= rowHeight + 6;
      }
    }
  };
  for (const [i, section] of toursOfTicket(ticket).entries()) await drawTour(section, i === 0);
  return doc.save();
}
