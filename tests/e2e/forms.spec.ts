import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pathFor } from "../../domain/route-table";
import { axe } from "./helpers/axe";

// The help-centre forms in Chromium against the real web server, captcha and MailDev.
const INBOX = process.env.MAILDEV_URL ?? `http://localhost:${1080 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const SUPPORT = process.env.SUPPORT_EMAIL ?? "care@sightseeing.example";

interface MaildevMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
}

async function expectAccessible(page: Page, state: string): Promise<void> {
  const result = await axe(page).analyze();
  expect(
    result.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

const mailsTo = async (request: APIRequestContext, address: string) =>
  ((await (await request.get(`${INBOX}/email`)).json()) as MaildevMail[]).filter((m) =>
    m.to.some((t) => t.address === address),
  );

test("the contact form: an empty submit shows the errors and sends nothing; a filled one is mailed and acknowledged", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/api/forms/") && posts.push(r.url()));
  await page.goto(pathFor("city-help-contact", "en", { city: "paris" }));
  const form = page.locator("form.help-form");
  await expect(form.getByRole("button", { name: "Send" })).toBeVisible();
  await expectAccessible(page, "empty");

  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { name: "Form incomplete." })).toBeVisible();
  await expect(page.locator(".error-summary")).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("This field is required.");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("This field is required.");
  await expectAccessible(page, "errors");
  expect(posts).toEqual([]);

  const email = `contact.${Date.now()}@example.org`;
  await page.getByLabel("Name", { exact: true }).fill("Ann Lee");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("+44 20 7946 0958");
  await page.getByLabel("Subject", { exact: true }).fill("Lost umbrella");
  await page.getByLabel("Message", { exact: true }).fill("I left my blue umbrella on the 14:00 bus.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").locator("p").first()).toHaveText(
    "Thank you for your message. Our team will answer you by e-mail shortly.",
    { timeout: 30_000 },
  );
  // The request number the acknowledgement quotes is on the page too (ADR 0352's minors).
  await expect(page.getByTestId("request-number")).toHaveText(/^Your request number is [A-Z0-9]{8}\. /);
  expect(posts).toHaveLength(1);
  expect(
    await page.evaluate(() =>
      (window.dataLayer as Record<string, unknown>[]).filter((e) => e.event === "contact_form"),
    ),
  ).toEqual([{ event: "contact_form", formType: "contact", viewCity: "paris", pageLocale: "en" }]);
  await expectAccessible(page, "sent");

  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 60_000 }).toBe(1);
  expect((await mailsTo(request, email))[0]!.subject).toMatch(/^We received your message \(Reference [0-9A-F]{8}\)$/);
  await expect
    .poll(
      async () => (await mailsTo(request, SUPPORT)).filter((m) => m.replyTo?.some((r) => r.address === email)).length,
      { timeout: 60_000 },
    )
    .toBe(1);
});

test("the private-tour request in French: country must be chosen, phone with its country code; the e-mails arrive in MailDev", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto(pathFor("city-private-tour", "fr", { city: "paris" }));
  const form = page.locator("form.help-form");
  const send = form.getByRole("button", { name: "Envoyer" });
  await expect(send).toBeVisible();
  await expectAccessible(page, "empty");
  const label = (name: string) => page.getByLabel(name, { exact: true });

  const email = `private.${Date.now()}@example.org`;
  await label("Nom").fill("Camille Martin");
  await label("E-mail").fill(email);
  await label("Téléphone").fill("0612345678");
  await label("Description de l'événement").fill("Un anniversaire pour 30 personnes le 12 juin.");
  await send.click();
  await expect(label("Pays")).toHaveAttribute("aria-invalid", "true");
  await expect(label("Pays")).toHaveAccessibleDescription("Veuillez choisir un pays.");
  await expect(label("Téléphone")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Formulaire incomplet." })).toBeVisible();
  await expect(page.locator(".error-summary")).toBeFocused();
  await expectAccessible(page, "errors");

  await label("Téléphone").fill("+33 6 12 34 56 78");
  await label("Pays").selectOption("FR");
  await label("Société").fill("Fêtes & Co");
  await send.click();
  await expect(page.getByRole("status").locator("p").first()).toHaveText(
    "Merci pour votre demande. Notre équipe vous contactera rapidement au sujet de votre visite privée.",
    { timeout: 30_000 },
  );
  await expect(page.getByTestId("request-number")).toHaveText(/^Le numéro de votre demande est [A-Z0-9]{8}\. /);
  await expectAccessible(page, "sent");

  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 60_000 }).toBe(1);
  expect((await mailsTo(request, email))[0]!.subject).toMatch(/^Nous avons bien reçu votre demande de visite privée/);
  const toSupport = async () =>
    (await mailsTo(request, SUPPORT)).filter((m) => m.replyTo?.some((r) => r.address === email));
  await expect.poll(async () => (await toSupport()).length, { timeout: 60_000 }).toBe(1);
  const [support] = await toSupport();
  expect(support!.subject).toContain("Demande de visite privée");
  expect(support!.text).toContain("Fêtes & Co");
  expect(support!.text).toContain("France (FR)");
});

test("the server refuses a form without captcha or with a forged one, in the visitor's language", async ({
  request,
}) => {
  const body = {
    city: "paris",
    locale: "es",
    name: "Lucía Gómez",
    email: "lucia@example.org",
    phone: "+34 912 345 678",
    subject: "Pregunta",
    message: "¿Puedo llevar una bicicleta plegable en el autobús?",
  };
  const missing = await request.post("/api/forms/contact", { data: body });
  expect(missing.status()).toBe(403);
  expect((await missing.json()).message).toBe("Confirme que no es un robot antes de enviar.");
  const forged = await request.post("/api/forms/contact", {
    data: {
      ...body,
      captcha: Buffer.from(
        JSON.stringify({ challenge: { parameters: {}, signature: "x" }, solution: { counter: 1, derivedKey: "00" } }),
      ).toString("base64"),
    },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toMatch(/^La comprobación anti-robot falló o caducó/);
});

test("content pages do not load the form code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.url()));
  await page.goto(pathFor("city-help", "en", { city: "paris" }), { waitUntil: "networkidle" });
  const before = scripts.length;
  expect(await page.evaluate(() => typeof customElements.get("altcha-widget"))).toBe("undefined");
  await page.goto(pathFor("city-help-contact", "en", { city: "paris" }), { waitUntil: "networkidle" });
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  expect(await page.evaluate(() => typeof customElements.get("altcha-widget"))).toBe("function");
  expect(scripts.length).toBeGreaterThan(before);
});

test("the anti-robot check speaks the page's language: the site's catalogue, not ALTCHA's own (ADR 0364)", async ({
  page,
}) => {
  await page.goto(pathFor("city-help-contact", "fr", { city: "paris" }));
  await expect(page.getByText("Je ne suis pas un robot")).toBeVisible();
  await page.goto(pathFor("city-help-contact", "es", { city: "madrid" }));
  await expect(page.getByText("No soy un robot")).toBeVisible();
});
