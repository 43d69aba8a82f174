/** A raw message as the SMTP server received it, read back into subject, text, HTML and attachments (test helper). */
export interface Part {
  headers: string;
  body: Buffer;
}
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; type: string }[];
  raw: string;
}

export const words = (s: string) =>
  s.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, t: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(t, "base64").toString("utf8")
      : Buffer.from(
          t.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );

export const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";

function decodeBody(headers: string, body: string): Buffer {
  const enc = header(headers, "Content-Transfer-Encoding").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (enc === "quoted-printable") {
    return Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    );
  }
  return Buffer.from(body, "latin1");
}

/** The leaf parts of a MIME message (what nodemailer writes: mixed > alternative > text, html; attachments). */
function leaves(raw: string): Part[] {
  const cut = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, cut).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(cut + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, "Content-Type"))?.[1];
  if (!boundary) return [{ headers, body: decodeBody(headers, body) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith("--"))
    .flatMap((p) => leaves(p.replace(/^\r\n/, "")));
}

export function parseMail(m: { to: string; raw: string }): Mail {
  const headers = m.raw.slice(0, m.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const parts = leaves(m.raw);
  const of = (type: string) =>
    parts
      .find((p) => header(p.headers, "Content-Type").startsWith(type) && !/filename=/i.test(p.headers))
      ?.body.toString("utf8") ?? "";
  return {
    to: m.to,
    raw: m.raw,
    subject: words(header(headers, "Subject")),
    text: of("text/plain"),
    html: of("text/html"),
    attachments: parts
      .filter((p) => /filename=/i.test(p.headers))
      .map((p) => ({
        filename: words(/filename="?([^";]+)"?/i.exec(p.headers)![1]!),
        content: p.body,
        type: header(p.headers, "Content-Type").split(";")[0]!,
      })),
  };
}
