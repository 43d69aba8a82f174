import type { APIRequestContext } from "@playwright/test";

/** Calls the site's booking GraphQL API (/api/graphql) and fails loudly on GraphQL errors. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
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
