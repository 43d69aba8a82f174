/** The hosted card page: rendering, accessibility hooks, outcomes and redirects. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { CARD_DECLINED, CARD_OK, FAILURE_URL, type Harness, start, SUCCESS_URL } from "./helpers.ts";
import { PAGE_LANGS, type PageLang, stringsOf } from "../src/i18n.ts";

let h: Harness;
before(async () => {
  h = await start();
});
after(() => h.close());

const page = (code: string) => h.req("GET", `/web/checkout?ref=${code}`, { token: null });
const submit = (code: string, card: Record<string, string>) =>
  h.req("POST", "/web/checkout/pay", { token: null, form: { ref: code, ...card } });

describe("GET /web/checkout?ref=", () => {
  const cases = [
    {
      requestLang: "fr-FR",
      lang: "fr",
      labels: [
        "Numéro de carte",
        "Date d&#39;expiration",
        "Code de sécurité (CVC)",
        "Nom figurant sur la carte",
        "Montant à payer",
        "Marchand",
      ],
      amount: "12,50 €",
    },
    {
      requestLang: "en-GB",
      lang: "en",
      labels: ["Card number", "Expiry date", "Security code (CVC)", "Name on the card", "Amount to pay", "Merchant"],
      amount: "€12.50",
    },
    {
      requestLang: "es",
      lang: "es",
      labels: [
        "Número de tarjeta",
        "Fecha de caducidad",
        "Código de seguridad (CVC)",
        "Nombre que figura en la tarjeta",
        "Importe a pagar",
        "Comercio",
      ],
      amount: "12,50 €",
    },
    {
      requestLang: "nl-BE",
      lang: "nl",
      labels: [
        "Kaartnummer",
        "Vervaldatum",
        "Beveiligingscode (CVC)",
        "Naam op de kaart",
        "Te betalen bedrag",
        "Verkoper",
      ],
      amount: "€ 12,50",
    },
  ];
  for (const c of cases) {
    it(`renders an accessible form in ${c.lang}`, async () => {
      const code = await h.createOrder({ customer: { requestLang: c.requestLang } });
      const res = await page(code);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
      assert.match(res.text, new RegExp(`<html lang="${c.lang}">`));
      for (const label of c.labels) assert.ok(res.text.includes(label), `label ${label}`);
      assert.ok(res.text.replace(/\u00a0|\u202f/g, " ").includes(c.amount), `amount ${c.amount}`);
      assert.ok(res.text.includes("City Sightseeing"), "the merchant is the site's brand");
      assert.ok(res.text.includes("Paris hop-on hop-off, 24 h"));
      for (const f of ["cardNumber", "expiry", "cvc", "cardholder"]) {
        assert.match(res.text, new RegExp(`<label for="${f}">`), `label for ${f}`);
        assert.match(res.text, new RegExp(`<input id="${f}" name="${f}"`), `input ${f}`);
      }
      assert.match(res.text, /autocomplete="cc-number"/);
      assert.match(res.text, /aria-describedby="cardNumber-hint"/);
      assert.doesNotMatch(res.text, /<input[^>]*aria-invalid/);
      assert.doesNotMatch(res.text, /<input[^>]*autofocus/);
      assert.match(res.text, /<form method="post" action="\/web\/checkout\/pay"/);
      assert.match(res.headers.get("content-security-policy") ?? "", /default-src 'none'/);
    });
  }

  /** The words a reader sees: text and the attributes read aloud, entities decoded. */
  const visibleText = (html: string): string =>
    html
      .replace(/<style>[\s\S]*?<\/style>/, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  const catalogue = (lang: PageLang): string[] =>
    Object.values(stringsOf(lang)).map((v) => (typeof v === "function" ? v("").trim() : v));

  for (const lang of PAGE_LANGS) {
    it(`speaks only ${lang}: form, button, errors, test cards and message pages`, async () => {
      const t = stringsOf(lang);
      const code = await h.createOrder({ amount: 2900, customer: { requestLang: lang } });
      const form = visibleText((await page(code)).text);
      const invalid = await submit(code, {
        cardNumber: "4111 1111 1111 1111",
        expiry: "01/20",
        cvc: "1",
        cardholder: "",
      });
      assert.equal(invalid.status, 422);
      const errors = visibleText(invalid.text);
      assert.match(invalid.text, new RegExp(`<html lang="${lang}">`));
      for (const w of [
        t.title,
        t.cardDetails,
        t.cardNumber,
        t.cardNumberHint,
        t.expiryHint,
        t.cvcHint,
        t.testCards,
        t.testCardPaid,
        t.testCardDeclined,
        t.sandbox,
      ]) {
        assert.ok(form.includes(w), `${lang} form: ${w}`);
      }
      assert.ok(
        /<button type="submit">[^<]*29[.,]00[^<]*<\/button>/.test((await page(code)).text),
        "the button names the amount",
      );
      assert.ok(form.includes(t.pay("").trim()), `${lang} button: ${t.pay("")}`);
      for (const w of [t.errorSummary, t.invalidCard, t.invalidExpiry, t.invalidCvc, t.required])
        assert.ok(errors.includes(w), `${lang} errors: ${w}`);
      const paid = await h.createOrder({ customer: { requestLang: lang } });
      assert.equal((await submit(paid, CARD_OK)).status, 302);
      const already = visibleText((await page(paid)).text);
      assert.ok(already.includes(t.alreadyPaidTitle) && already.includes(t.alreadyPaidBody), `${lang} already paid`);
      const missing = await h.req("GET", "/web/checkout?ref=0000000000000000", {
        token: null,
        headers: { "accept-language": `${lang}-XX,en;q=0.5` },
      });
      assert.ok(visibleText(missing.text).includes(t.notFoundTitle), `${lang} not found (Accept-Language)`);
      // No sentence of another language's catalogue (words shared by two languages, e.g. "Error", excepted).
      if (lang !== "en") {
        const own = new Set(catalogue(lang));
        for (const en of catalogue("en").filter((w) => w.length > 3 && !own.has(w))) {
          for (const text of [form, errors, already]) assert.ok(!text.includes(en), `${lang}: English "${en}"`);
        }
      }
    });
  }

  it("shows a 404 page for an unknown ref", async () => {
    for (const ref of ["1234567890123456", "abc", ""]) {
      const res = await page(ref);
      assert.equal(res.status, 404);
      assert.match(res.text, /<h1>Payment not found<\/h1>/);
    }
  });

  it("shows the merchant name the order was given (Viva dynamicDescriptor), else the account's", async () => {
    const named = await h.createOrder({ dynamicDescriptor: "Bus Tours Europe" });
    const res = await page(named);
    assert.equal(res.status, 200);
    assert.match(res.text, /<dt>Merchant<\/dt><dd>Bus Tours Europe<\/dd>/);
    assert.match(res.text, /<title>[^<]* – Bus Tours Europe<\/title>/);
    assert.ok(!res.text.includes("City Sightseeing"), "not the sandbox's own default");
    const unnamed = await page(await h.createOrder({}));
    assert.match(unnamed.text, /<dt>Merchant<\/dt><dd>City Sightseeing<\/dd>/);
    const order = await h.req("GET", `/_sandbox/orders/${named}`, { token: null });
    assert.equal(order.body.dynamicDescriptor, "Bus Tours Europe");
  });

  it("refuses a dynamicDescriptor longer than Viva's 22 characters", async () => {
    const res = await h.req("POST", "/checkout/v2/orders", {
      body: { amount: 1250, dynamicDescriptor: "A name far too long for a card statement" },
    });
    assert.equal(res.status, 400);
  });

  it("escapes order texts", async () => {
    const code = await h.createOrder({ customerTrns: `<script>alert("x")</script>` });
    const res = await page(code);
    assert.ok(!res.text.includes("<script>"));
    assert.ok(res.text.includes("&lt;script&gt;"));
  });
});

describe("POST /web/checkout/pay", () => {
  it("success card: 302 to the success URL with t, s, lang, eventId, eci; transaction F with the amount", async () => {
    const code = await h.createOrder({ amount: 4590, customer: { requestLang: "fr", email: "x@example.com" } });
    const res = await submit(code, CARD_OK);
    assert.equal(res.status, 302);
    const loc = new URL(res.headers.get("location")!);
    assert.equal(`${loc.origin}${loc.pathname}`, SUCCESS_URL);
    const t = loc.searchParams.get("t")!;
    assert.match(t, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(loc.searchParams.get("s"), code);
    assert.equal(loc.searchParams.get("lang"), "fr-FR");
    assert.equal(loc.searchParams.get("eventId"), "0");
    assert.equal(loc.searchParams.get("eci"), "1");
    const tx = await h.req("GET", `/checkout/v2/transactions/${t}`);
    assert.equal(tx.body.statusId, "F");
    assert.equal(tx.body.amount, 45.9);
    assert.equal(tx.body.orderCode, Number(code));
    assert.equal(tx.body.cardNumber, "414746XXXXXX0133");
  });

  it("declined card: 302 to the failure URL with a decline eventId; transaction E; the order can still be paid", async () => {
    const code = await h.createOrder({ customer: { requestLang: "es-ES" } });
    const res = await submit(code, CARD_DECLINED);
    assert.equal(res.status, 302);
    const loc = new URL(res.headers.get("location")!);
    assert.equal(`${loc.origin}${loc.pathname}`, FAILURE_URL);
    assert.equal(loc.searchParams.get("s"), code);
    assert.equal(loc.searchParams.get("lang"), "es-ES");
    assert.equal(loc.searchParams.get("eventId"), "10051");
    assert.ok(loc.searchParams.get("eci"));
    const tx = await h.req("GET", `/checkout/v2/transactions/${loc.searchParams.get("t")}`);
    assert.equal(tx.body.statusId, "E");
    assert.equal(tx.body.amount, 12.5);
    assert.equal((await page(code)).status, 200, "a declined order shows the form again");
    assert.equal((await submit(code, CARD_OK)).status, 302);
  });

  it("any other card number: inline error, fields marked, first error focused, no transaction", async () => {
    const code = await h.createOrder({ customer: { requestLang: "en-GB" } });
    const res = await submit(code, { ...CARD_OK, cardNumber: "4111 1111 1111 1111" });
    assert.equal(res.status, 422);
    assert.match(res.text, /<html lang="en">/);
    assert.match(res.text, /<title>Error: /);
    assert.ok(res.text.includes("Please provide a valid card"));
    assert.match(res.text, /<p class="error-message" id="cardNumber-error">/);
    assert.match(
      res.text,
      /<input id="cardNumber"[^>]*aria-describedby="cardNumber-hint cardNumber-error"[^>]*aria-invalid="true"[^>]*autofocus/,
    );
    assert.match(res.text, /<a href="#cardNumber">/);
    assert.match(res.text, /<input id="cardholder"[^>]*value="Ana Test"/, "values are kept");
    assert.match(res.text, /<input id="cvc"[^>]*value=""/, "the CVC is not echoed back");
    const state = await h.req("GET", `/_sandbox/orders/${code}`);
    assert.equal(state.body.transactions.length, 0);
    assert.equal(state.body.state, "pending");
  });

  it("missing fields: translated 'complete your payment information', focus on the first missing field", async () => {
    const code = await h.createOrder({ customer: { requestLang: "nl-NL" } });
    const res = await submit(code, { cardNumber: CARD_OK.cardNumber, expiry: "", cvc: "", cardholder: "" });
    assert.equal(res.status, 422);
    assert.match(res.text, /<html lang="nl">/);
    assert.ok(res.text.includes("Vul uw betaalgegevens volledig in"));
    assert.match(
      res.text,
      /<input id="expiry"[^>]*aria-describedby="expiry-hint expiry-error"[^>]*aria-invalid="true"[^>]*autofocus/,
    );
    assert.doesNotMatch(res.text, /<input id="cardNumber"[^>]*aria-invalid/);
    assert.equal((res.text.match(/<input[^>]*autofocus/g) ?? []).length, 1);
    const fr = await h.createOrder({ customer: { requestLang: "fr" } });
    assert.ok((await submit(fr, {})).text.includes("Veuillez compléter vos informations de paiement"));
    const es = await h.createOrder({ customer: { requestLang: "es" } });
    assert.ok((await submit(es, { cardNumber: "1234" })).text.includes("Por favor, complete su información de pago"));
    assert.equal((await h.req("GET", `/_sandbox/orders/${code}`)).body.transactions.length, 0);
  });

  it("rejects an expired card date and a malformed CVC", async () => {
    const code = await h.createOrder();
    const res = await submit(code, { ...CARD_OK, expiry: "01/20", cvc: "12" });
    assert.equal(res.status, 422);
    assert.match(res.text, /id="expiry-error"/);
    assert.match(res.text, /id="cvc-error"/);
  });

  it("an already-paid order is never charged twice", async () => {
    const code = await h.createOrder();
    assert.equal((await submit(code, CARD_OK)).status, 302);
    const again = await submit(code, CARD_OK);
    assert.equal(again.status, 409);
    assert.match(again.text, /<h1>This order has already been paid<\/h1>/);
    const view = await page(code);
    assert.equal(view.status, 200);
    assert.match(view.text, /already been paid/);
    assert.doesNotMatch(view.text, /<form/);
    assert.equal((await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: {} })).status, 409);
    const state = await h.req("GET", `/_sandbox/orders/${code}`);
    assert.equal(state.body.transactions.filter((t: any) => t.statusId === "F").length, 1);
  });

  it("parallel payments of one order: exactly one succeeds", async () => {
    const code = await h.createOrder();
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(code, CARD_OK)));
    assert.equal(results.filter((r) => r.status === 302).length, 1);
    assert.equal(results.filter((r) => r.status === 409).length, 9);
  });

  it("an expired order (paymentTimeout) cannot be paid", async () => {
    const code = await h.createOrder({ paymentTimeout: 300 });
    h.clock.ms += 301_000;
    const view = await page(code);
    assert.equal(view.status, 410);
    assert.match(view.text, /This payment has expired/);
    assert.equal((await submit(code, CARD_OK)).status, 410);
    assert.equal((await h.req("GET", `/_sandbox/orders/${code}`)).body.state, "expired");
  });

  it("per-order successUrl / failureUrl override the configured ones", async () => {
    const code = await h.createOrder({
      successUrl: "https://site.test/fr/paiement/ok?x=1",
      failureUrl: "https://site.test/fr/paiement/ko",
    });
    const declined = await submit(code, CARD_DECLINED);
    assert.match(declined.headers.get("location")!, /^https:\/\/site\.test\/fr\/paiement\/ko\?t=/);
    const ok = await submit(code, CARD_OK);
    const loc = new URL(ok.headers.get("location")!);
    assert.equal(loc.searchParams.get("x"), "1");
    assert.equal(loc.searchParams.get("s"), code);
  });

  it("unknown ref on submit: 404 page", async () => {
    const res = await submit("1111222233334444", CARD_OK);
    assert.equal(res.status, 404);
  });
});

describe("sandbox helpers", () => {
  it("POST /_sandbox/orders/{code}/pay pays without the browser; invalid card 422; unknown order 404", async () => {
    const code = await h.createOrder();
    const bad = await h.req("POST", `/_sandbox/orders/${code}/pay`, { body: { card: "4000000000000002" } });
    assert.equal(bad.status, 422);
    const ok = await h.req("POST", `/_sandbox/orders/${code}/pay`, {
      body: { card: { number: "4147463011110133", cardholder: "X Y" } },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.statusId, "F");
    assert.match(ok.body.redirectUrl, /^http:\/\/shop\.test\/payment\/success\?t=/);
    const state = await h.req("GET", `/_sandbox/orders/${code}`);
    assert.equal(state.body.state, "paid");
    assert.equal(state.body.paidTransactionId, ok.body.transactionId);
    assert.equal((await h.req("GET", "/_sandbox/orders/42")).status, 404);
    assert.equal((await h.req("POST", "/_sandbox/orders/42/pay", { body: {} })).status, 404);
  });
});
