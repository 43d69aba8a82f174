import { expect, type APIRequestContext } from "@playwright/test";
import type { Locale } from "../../../domain/locales";

/** Calls the site's booking GraphQL API (/api/graphql) and fails loudly on GraphQL errors. */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post("/api/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A date (YYYY-MM-DD) some days ahead, in UTC. */
export const daysAhead = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A cart on hold with customer details, ready to pay: what the checkout screens do before the payment step. */
export async function cartReadyToPay(request: APIRequestContext, email: string): Promise<{ cartId: string }> {
  const { createCart } = await gql<{ createCart: { id: string } }>(
    request,
    `mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id } }`,
    {
      input: {
        productId: "paris-hop-on-hop-off",
        optionId: "paris-hop-on-hop-off-1d",
        date: daysAhead(10),
        passengers: { adult: 2, child: 1 },
      },
    },
  );
  await gql(
    request,
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input, locale: en) { id } }`,
    { input: { id: createCart.id, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true } },
  );
  return { cartId: createCart.id };
}

/** A date (YYYY-MM-DD) some days ahead in Paris. */
export const parisDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));

export interface Paid {
  email: string;
  reference: string;
  orderCode: string;
  payUrl: string;
  startsAt: string;
  /** The sandbox's return URL to the site's success page (the callback page verifies it again, idempotently). */
  redirectUrl: string;
  /** What the card was charged, minor units. */
  amount: number;
}

/** The test stack's OCTO sandbox (scripts/stack.ts), for what the site's API no longer does. */
const OCTO_URL = process.env.OCTO_BASE_URL ?? `http://localhost:${4010 + Number(process.env.STACK_PORT_OFFSET ?? 0)}`;
const OCTO_KEY = process.env.OCTO_API_KEY ?? "octo-sandbox-dev-key";

/**
 * A paid, confirmed HOHO booking (2 adults, 1 child; the 1-day ticket unless `optionId` says another): cart, details,
 * payment on the sandbox, verification. `addons`:
 * combinations added to the cart (upsell product ids); `locale`: the booking's language (its e-mail and PDF).
 * `supplierOfferCode`: the cart priced with this code at the supplier itself, as a booking made before the rule of
 * codes and offers (ADR 0353) could be: the API now refuses a code worse than the web offer (services/api's
 * payment-stack.ts does the same), so a booking paid above a new date's price exists only this way.
 */
export async function paidBooking(
  request: APIRequestContext,
  opts: {
    days?: number;
    promoCode?: string;
    supplierOfferCode?: string;
    addons?: string[];
    locale?: Locale;
    /** Another option of the tour (the 2-day pass: paris-hop-on-hop-off-2d). */
    optionId?: string;
  } = {},
): Promise<Paid> {
  const locale = opts.locale ?? "en";
  const email = `manage.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  let cartId = "";
  for (let d = opts.days ?? 10; ; d++) {
    try {
      const { createCart } = await gql<{ createCart: { id: string } }>(
        request,
        `mutation($input: CreateCartInput!) { createCart(input: $input, locale: en) { id } }`,
        {
          input: {
            productId: "paris-hop-on-hop-off",
            optionId: opts.optionId ?? "paris-hop-on-hop-off-1d",
            date: parisDay(d),
            passengers: { adult: 2, child: 1 },
            ...(opts.promoCode ? { promoCode: opts.promoCode } : {}),
          },
        },
      );
      cartId = createCart.id;
      break;
    } catch (error) {
      // A sold-out day: the next one (for a tour under 24 h away, tomorrow then today, both start before that).
      if (opts.days === 1 && d === 1) d = -1;
      else if (opts.days === 1 || d > (opts.days ?? 10) + 5) throw error;
    }
  }
  if (opts.supplierOfferCode) {
    const res = await request.patch(`${OCTO_URL}/bookings/${cartId}`, {
      headers: { Authorization: `Bearer ${OCTO_KEY}`, "Octo-Capabilities": "octo/pricing" },
      data: { offerCode: opts.supplierOfferCode },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  for (const productId of opts.addons ?? []) {
    await gql(request, `mutation($input: UpsellInput!) { addUpsell(input: $input, locale: ${locale}) { id } }`, {
      input: { id: cartId, productId },
    });
  }
  await gql(
    request,
    `mutation($input: CustomerDetailsInput!) { setCustomerDetails(input: $input, locale: ${locale}) { id } }`,
    {
      input: { id: cartId, firstName: "Ada", lastName: "Lovelace", email, termsAccepted: true },
    },
  );
  const { startPayment } = await gql<{ startPayment: { redirectUrl: string; orderCode: string; amount: number } }>(
    request,
    `mutation($id: ID!) { startPayment(cartId: $id, locale: ${locale}) { redirectUrl orderCode amount } }`,
    { id: cartId },
  );
  const payUrl = new URL(startPayment.redirectUrl).origin;
  const paid = (await (
    await request.post(`${payUrl}/_sandbox/orders/${startPayment.orderCode}/pay`, { data: {} })
  ).json()) as { redirectUrl: string };
  const q = new URL(paid.redirectUrl).searchParams;
  const verify = () =>
    gql<{ verifyPayment: { code: string; booking: { reference: string; startsAt: string } | null } }>(
      request,
      `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input, locale: en) { code booking { reference startsAt } } }`,
      { input: { t: q.get("t"), s: q.get("s"), eventId: q.get("eventId"), lang: "en", city: "paris" } },
    );
  await expect.poll(async () => (await verify()).verifyPayment.code, { timeout: 30_000 }).toBe("CONFIRMED");
  const { verifyPayment } = await verify();
  return {
    email,
    reference: verifyPayment.booking!.reference,
    startsAt: verifyPayment.booking!.startsAt,
    orderCode: startPayment.orderCode,
    payUrl,
    redirectUrl: paid.redirectUrl,
    amount: startPayment.amount,
  };
}
