/**
 * The brand from the CMS site settings (ADR 0230), end to end on loopback: a CMS answering the
 * `SiteSettings` global and serving its logo, the payment sandbox, the OCTO sandbox using it as its Viva gateway, a
 * real SMTP server and the web server. A changed operator name reaches the e-mail (sender and body), the PDF (name
 * and logo) and the payment order (the card page's merchant); the environment's values stand in while the CMS is down.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync, crc32 } from "node:zlib";
import { buildSchema, graphql } from "graphql";
import { PDFDocument, PDFName, PDFDict, PDFRawStream } from "pdf-lib";
import { CmsBrand, SITE_SETTINGS_QUERY } from "../src/brand/settings.ts";
import { BRAND_DEFAULTS, mailbox } from "../../../domain/brand.ts";
import { startPaymentStack, waitFor, type PaymentStack } from "./payment-stack.ts";
import { pdfText } from "./pdf-text.ts";

// ------------------------------------------------------------------------------------------------ a CMS

/** The shape of Payload's `SiteSettings` global (services/cms/src/globals/site-settings.ts) the web server reads. */
const SCHEMA = buildSchema(/* GraphQL */ `
  type Media {
    url: String
    mimeType: String
  }
  type SiteSettings {
    operatorName: String!
    mailFromName: String!
    mailFromAddress: String!
    logo: Media
  }
  type Query {
    SiteSettings: SiteSettings
  }
`);

/** A 24x24 PNG in one colour (RGB), encoded here: no binary file in the repository. */
function png(rgb: [number, number, number], size = 24): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

interface Cms {
  url: string;
  down: boolean;
  reads: number;
  settings: {
    operatorName: string;
    mailFromName: string;
    mailFromAddress: string;
    logo: { url: string; mimeType: string } | null;
  };
  close(): Promise<void>;
}

async function startCms(): Promise<Cms> {
  const logo = png([29, 53, 87]);
  const state = {
    down: false,
    reads: 0,
    settings: {
      operatorName: "Bus Tours Europe",
      mailFromName: "Bus Tours Europe tickets",
      mailFromAddress: "hello@bus-tours.example",
      logo: { url: "/api/media/file/brand-logo.png", mimeType: "image/png" } as {
        url: string;
        mimeType: string;
      } | null,
    },
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      if (state.down) return void res.writeHead(502).end("Bad gateway");
      if (req.method === "GET" && req.url === "/api/media/file/brand-logo.png")
        return void res.writeHead(200, { "content-type": "image/png" }).end(logo);
      if (req.method !== "POST" || req.url !== "/api/graphql") return void res.writeHead(404).end();
      state.reads++;
      const { query } = JSON.parse(raw) as { query: string };
      void graphql({ schema: SCHEMA, source: query, rootValue: { SiteSettings: () => state.settings } }).then(
        (result) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result)),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }) as Cms;
}

// ------------------------------------------------------------------------------------------------ helpers

/** The PDF attachment of a raw MIME message. */
function pdfAttachment(raw: string): Buffer {
  const m = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:--|\r\n)/i.exec(raw);
  assert.ok(m, "PDF attached");
  return Buffer.from(m[1]!.replace(/\s+/g, ""), "base64");
}

/** The images drawn on the PDF's first page (XObjects of subtype Image) but the square QR codes (260 px). */
async function pdfImages(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(pdf);
  const resources = doc.getPage(0).node.Resources();
  const xobjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  if (!xobjects) return [];
  return xobjects
    .keys()
    .flatMap((key) => {
      const stream = xobjects.lookup(key);
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image"))
        return [];
      return [
        { width: Number(stream.dict.get(PDFName.of("Width"))), height: Number(stream.dict.get(PDFName.of("Height"))) },
      ];
    })
    .filter((image) => image.width !== 260);
}

/** The decoded text and html parts of a raw MIME message (quoted-printable or base64). */
function mailText(raw: string): string {
  const bytes = raw
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

// ------------------------------------------------------------------------------------------------ stack

let cms: Cms;
let stack: PaymentStack;
const clock = { offsetMs: 0 };

before(async () => {
  cms = await startCms();
  stack = await startPaymentStack({
    config: { cmsUrl: cms.url, operatorName: "Env Fallback Tours", mailFrom: "Env Fallback <env@fallback.example>" },
    now: () => Date.now() + clock.offsetMs,
  });
});
after(async () => {
  await stack?.close();
  await cms?.close();
});

/** A paid booking; `page`: the card page the visitor saw before paying. */
async function paidBooking(email: string): Promise<{ page: string; reference: string }> {
  const { orderCode } = await stack.cartWithPayment(email);
  const page = await (await fetch(`${stack.pay.url}/web/checkout?ref=${orderCode}`)).text();
  const paid = await stack.payOrder(orderCode);
  const r = await stack.verifyReturn(paid.redirectUrl);
  assert.equal(r.code, "CONFIRMED", JSON.stringify(r));
  return { page, reference: r.booking.reference };
}

test("the CMS's operator name reaches the payment page, the e-mail's sender and body, and the PDF with its logo", async () => {
  const email = `brand-${Date.now()}@example.com`;
  const { orderCode } = await stack.cartWithPayment(email);
  // The payment order carries the brand (Viva dynamicDescriptor): the card page names the merchant with it.
  const page = await (await fetch(`${stack.pay.url}/web/checkout?ref=${orderCode}`)).text();
  assert.match(page, /<dd>Bus Tours Europe<\/dd>/);
  assert.doesNotMatch(page, /City Sightseeing/);
  const paid = await stack.payOrder(orderCode);
  const r = await stack.verifyReturn(paid.redirectUrl);
  assert.equal(r.code, "CONFIRMED", JSON.stringify(r));

  const mail = await waitFor(() => stack.mails.find((m) => m.to === email));
  assert.match(mail.raw, /^From: "?Bus Tours Europe tickets"? <hello@bus-tours\.example>/m);
  const body = mailText(mail.raw);
  assert.match(body, /Bus Tours Europe - Paris/, "the text part is signed with the brand");
  assert.match(body, /Bus Tours Europe · Paris/, "the html header names the brand");
  assert.doesNotMatch(body, /City Sightseeing|Env Fallback/);
  assert.match(body, /<img src="cid:brand-logo@tickets" alt=""/, "the logo beside the name, decorative");
  assert.match(
    mail.raw,
    /Content-Type: image\/png[^]*?Content-ID: <brand-logo@tickets>/i,
    "the logo travels inline with the mail",
  );
  const pdf = pdfAttachment(mail.raw);
  assert.match(pdfText(pdf), /Bus Tours Europe/);
  assert.equal((await PDFDocument.load(pdf)).getAuthor(), "Bus Tours Europe");
  assert.deepEqual(await pdfImages(pdf), [{ width: 24, height: 24 }], "the CMS logo is drawn on the ticket");

  // The owner's ticket link renders the same brand.
  const link = Buffer.from(await (await fetch(r.booking.ticketsUrl)).arrayBuffer());
  assert.match(pdfText(link), /Bus Tours Europe/);
  assert.equal((await pdfImages(link)).length, 1);
});

test("a change in the CMS is used once the cached minute is over; a CMS outage keeps the last brand", async () => {
  cms.settings = {
    ...cms.settings,
    operatorName: "Tours Nouveaux",
    mailFromName: "Tours Nouveaux",
    mailFromAddress: "billets@nouveaux.example",
    logo: null,
  };
  const readsBefore = cms.reads;
  clock.offsetMs += 61_000;
  const late = await paidBooking(`late-${Date.now()}@example.com`);
  assert.match(late.page, /<dd>Tours Nouveaux<\/dd>/, "the payment order of the new brand");
  const lateMail = await waitFor(() => stack.mails.find((m) => m.raw.includes(late.reference)));
  assert.match(lateMail.raw, /^From: Tours Nouveaux <billets@nouveaux\.example>/m);
  const pdf = pdfAttachment(lateMail.raw);
  assert.match(pdfText(pdf), /Tours Nouveaux/);
  assert.deepEqual(await pdfImages(pdf), [], "no logo in the CMS: the name alone");
  assert.ok(cms.reads - readsBefore <= 2, `one read per minute, not one per use (${cms.reads - readsBefore})`);

  cms.down = true;
  clock.offsetMs += 61_000;
  const during = await paidBooking(`down-${Date.now()}@example.com`);
  const downMail = await waitFor(() => stack.mails.find((m) => m.raw.includes(during.reference)));
  assert.match(
    downMail.raw,
    /^From: Tours Nouveaux <billets@nouveaux\.example>/m,
    "the last brand read, not the fallback",
  );
  cms.down = false;
});

test("before the CMS ever answers, the environment's OPERATOR_NAME and MAIL_FROM are the brand", async () => {
  const down = await startCms();
  down.down = true;
  const brand = new CmsBrand({
    cmsUrl: down.url,
    timeoutMs: 1000,
    fallback: { operatorName: "Env Fallback Tours", mailFrom: "Env Fallback <env@fallback.example>" },
  });
  try {
    assert.deepEqual(await brand.current(), {
      operatorName: "Env Fallback Tours",
      mailFrom: "Env Fallback <env@fallback.example>",
      logo: null,
      source: "env",
    });
    down.down = false;
    assert.equal((await brand.current()).source, "env", "a failed read waits before asking again");
    await brand.refresh();
    const now = await brand.current();
    assert.equal(now.source, "cms");
    assert.equal(now.operatorName, "Bus Tours Europe");
    assert.equal(now.mailFrom, "Bus Tours Europe tickets <hello@bus-tours.example>");
    assert.equal(now.logo?.mimeType, "image/png");
    assert.match(
      SITE_SETTINGS_QUERY,
      /SiteSettings \{ operatorName mailFromName mailFromAddress logo \{ url mimeType \} \}/,
    );
  } finally {
    await down.close();
  }
});

test("MAIL_FROM is respected while the CMS's sender is still the site settings' built-in default", async () => {
  const cms = await startCms();
  cms.settings = {
    ...cms.settings,
    mailFromName: BRAND_DEFAULTS.mailFromName,
    mailFromAddress: BRAND_DEFAULTS.mailFromAddress,
  };
  const withEnv = new CmsBrand({
    cmsUrl: cms.url,
    timeoutMs: 1000,
    fallback: { operatorName: "Op", mailFrom: "Operator <tickets@operator.example>" },
  });
  const withoutEnv = new CmsBrand({
    cmsUrl: cms.url,
    timeoutMs: 1000,
    fallback: { operatorName: "Op", mailFrom: mailbox(BRAND_DEFAULTS.mailFromName, BRAND_DEFAULTS.mailFromAddress) },
  });
  try {
    await withEnv.refresh();
    assert.equal(
      (await withEnv.current()).mailFrom,
      "Operator <tickets@operator.example>",
      "the operator's MAIL_FROM, not the CMS field's default",
    );
    await withoutEnv.refresh();
    assert.equal(
      (await withoutEnv.current()).mailFrom,
      mailbox(BRAND_DEFAULTS.mailFromName, BRAND_DEFAULTS.mailFromAddress),
    );
    // An editor's sender in the CMS still wins over MAIL_FROM (ADR 0230).
    cms.settings = { ...cms.settings, mailFromAddress: "hello@bus-tours.example" };
    await withEnv.refresh();
    assert.equal((await withEnv.current()).mailFrom, `${BRAND_DEFAULTS.mailFromName} <hello@bus-tours.example>`);
  } finally {
    await cms.close();
  }
});
