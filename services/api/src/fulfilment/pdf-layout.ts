/**
 * Layout of the ticket PDF's text: lines wrapped to a width by the font's measured widths, and the
 * ticket card (QR code, label, ticket code) sized from the measured heights of its wrapped lines, so a two- or
 * three-line label pushes the ticket code down and the card grows with it instead of overlapping the code and
 * spilling out of the card. Pure functions (no pdf-lib), unit-tested in test/ticket-pdf-layout.test.ts.
 */

/** Greedy word wrap by measured width; a word wider than the line is cut between characters. */
export function wrapLines(text: string, width: (s: string) => number, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  const pushWord = (word: string) => {
    // A single word too wide for a line: cut it where it no longer fits.
    let rest = word;
    while (width(rest) > maxWidth && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && width(rest.slice(0, n)) > maxWidth) n--;
      lines.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    current = rest;
  };
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (width(candidate) <= maxWidth) current = candidate;
    else {
      if (current) lines.push(current);
      current = "";
      pushWord(word);
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}

/** A font's vertical metrics at a size (pdf-lib: heightAtSize(size, { descender: false }) and the full height). */
export interface TextMetrics {
  size: number;
  /** Height above the baseline. */
  ascent: number;
  /** Depth below the baseline (positive). */
  descent: number;
  /** Baseline-to-baseline distance of wrapped lines. */
  lineHeight: number;
}

export interface TicketCardLayout {
  /** Top of the card (PDF y grows upwards). */
  top: number;
  /** Bottom edge of the card; the card's height is top - bottom. */
  bottom: number;
  /** Lower-left corner y of the QR code. */
  qrY: number;
  /** Baselines of the label's lines, then of the ticket code's lines, top to bottom. */
  labelBaselines: number[];
  codeBaselines: number[];
}

export const CARD = { padding: 8, qrSize: 130, gap: 6 } as const;

/**
 * Positions of one ticket card whose top is at `top`: the QR code, then each label line, then each ticket-code line,
 * every line's box (baseline - descent .. baseline + ascent) below the previous one with a gap, and the card's
 * bottom `padding` below the last line.
 */
export function ticketCardLayout(
  top: number,
  labelLines: number,
  codeLines: number,
  label: TextMetrics,
  code: TextMetrics,
  qrSize: number = CARD.qrSize,
): TicketCardLayout {
  const qrY = top - CARD.padding - qrSize;
  const labelBaselines: number[] = [];
  let y = qrY - CARD.gap - label.ascent;
  for (let i = 0; i < Math.max(1, labelLines); i++) {
    labelBaselines.push(y);
    y -= label.lineHeight;
  }
  const lastLabel = labelBaselines[labelBaselines.length - 1]!;
  const codeBaselines: number[] = [];
  y = lastLabel - label.descent - CARD.gap / 2 - code.ascent;
  for (let i = 0; i < Math.max(1, codeLines); i++) {
    codeBaselines.push(y);
    y -= code.lineHeight;
  }
  const lastCode = codeBaselines[codeBaselines.length - 1]!;
  return { top, bottom: lastCode - code.descent - CARD.padding, qrY, labelBaselines, codeBaselines };
}
