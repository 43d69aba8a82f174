/**
 * The booking client's cache policies (src/lib/booking-client.ts, ADR 0340), with Apollo's MockedProvider and mocks
 * typed from codegen: a cart returned by a mutation updates every view of it; cache-first asks once;
 * cache-and-network asks again; a created cart is read by Query.cart without asking.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { useMutation, useQuery } from "@apollo/client/react";
import React from "react";
import { createBookingCache } from "./booking-client";
import { EMPTY_MIX } from "../../domain/passengers";
import {
  ApplyPromoCodeDocument,
  CartDocument,
  CartOptionsDocument,
  CheckoutProductDocument,
  CreateCartDocument,
  type ApplyPromoCodeMutation,
  type ApplyPromoCodeMutationVariables,
  type CartFieldsFragment,
  type CartOptionsQuery,
  type CartOptionsQueryVariables,
  type CartQuery,
  type CartQueryVariables,
  type CheckoutProductQuery,
  type CheckoutProductQueryVariables,
  type CreateCartMutation,
  type CreateCartMutationVariables,
} from "../checkout/graphql/__generated__/graphql";

const price = (retail: number) => ({
  __typename: "Price" as const,
  original: retail,
  retail,
  discount: 0,
  tax: 0,
  currency: "EUR",
  currencyPrecision: 2,
});
const breakdown = (total: number) => ({
  __typename: "PriceBreakdown" as const,
  lines: [
    {
      __typename: "BreakdownLine" as const,
      kind: "TOUR" as const,
      productId: "p1",
      title: "Hop-on",
      type: "ADULT" as const,
      quantity: 2,
      unitPrice: total / 2,
      amount: total,
    },
  ],
  discounts: [],
  total,
  currency: "EUR",
  currencyPrecision: 2,
});

/** A codegen type as the server sends it: every object may carry its __typename (Apollo's cache reads it). */
type Sent<T> = T extends readonly (infer U)[]
  ? Sent<U>[]
  : T extends object
    ? { [K in keyof T]: Sent<T[K]> } & { __typename?: string }
    : T;

function cartOf(
  id: string,
  total: number,
  offer: string | null = null,
): Sent<CartFieldsFragment> & { __typename: "Cart" } {
  return {
    __typename: "Cart",
    id,
    reference: null,
    status: "ON_HOLD",
    expiresAt: "2099-01-01T10:30:00Z",
    freeCancellationUntil: null,
    secondsLeft: 1800,
    product: { __typename: "Product", id: "p1", title: "Hop-on hop-off", city: "paris" },
    option: { __typename: "ProductOption", id: "DEFAULT", title: "1 day" },
    date: "2099-01-01",
    availabilityId: null,
    startsAt: null,
    allDay: true,
    passengers: { __typename: "Passengers", ...EMPTY_MIX, adult: 2 },
    lines: [
      {
        __typename: "PriceLine",
        productTitle: "Hop-on hop-off",
        productId: "p1",
        type: "ADULT",
        unitId: "adult",
        quantity: 2,
        unitPrice: price(total / 2),
        total: price(total),
      },
    ],
    total: price(total),
    offer: offer ? { __typename: "Offer", code: offer, title: null } : null,
    breakdown: breakdown(total),
    customer: null,
  };
}

type Mock<TData, TVariables extends Record<string, unknown>> = MockLink.MockedResponse<TData, TVariables>;

/** A summary of one cart, as steps 2 and 3 show it. */
function CartTotal({
  id,
  fetchPolicy = "cache-first",
}: {
  id: string;
  fetchPolicy?: "cache-first" | "cache-and-network";
}) {
  const { data } = useQuery(CartDocument, { variables: { id, locale: "en" }, fetchPolicy });
  return (
    <p data-testid={`total-${id}`}>
      {data?.cart ? `${data.cart.total.retail}${data.cart.offer ? ` ${data.cart.offer.code}` : ""}` : "…"}
    </p>
  );
}

function ApplyButton({ id }: { id: string }) {
  const [apply] = useMutation(ApplyPromoCodeDocument);
  return (
    <button
      type="button"
      onClick={() => void apply({ variables: { input: { id, code: "WINTER", replace: false }, locale: "en" } })}
    >
      apply
    </button>
  );
}

const cartMock = (
  id: string,
  total: number,
  result = jest.fn(() => ({ data: { cart: cartOf(id, total) } })),
): Mock<CartQuery, CartQueryVariables> & { result: jest.Mock } => ({
  request: { query: CartDocument, variables: { id, locale: "en" } },
  result,
  maxUsageCount: 10,
});

describe("the booking cache (Cart by id)", () => {
  test("a mutation returning a cart updates a mounted summary of that cart, and only that cart", async () => {
    const applied: Mock<ApplyPromoCodeMutation, ApplyPromoCodeMutationVariables> = {
      request: {
        query: ApplyPromoCodeDocument,
        variables: { input: { id: "c1", code: "WINTER", replace: false }, locale: "en" },
      },
      result: { data: { applyPromoCode: cartOf("c1", 4500, "WINTER") } },
    };
    render(
      <MockedProvider cache={createBookingCache()} mocks={[cartMock("c1", 5000), cartMock("c2", 7000), applied]}>
        <>
          <CartTotal id="c1" />
          <CartTotal id="c2" />
          <ApplyButton id="c1" />
        </>
      </MockedProvider>,
    );
    expect(await screen.findByText("5000")).toBeInTheDocument();
    expect(await screen.findByText("7000")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "apply" }).click());
    await waitFor(() => expect(screen.getByTestId("total-c1")).toHaveTextContent("4500 WINTER"));
    expect(screen.getByTestId("total-c2")).toHaveTextContent("7000");
  });

  test("a mutation that selects fewer fields keeps the others (step 2's upsells after step 3's promo code)", async () => {
    const options = jest.fn(() => ({
      data: {
        cart: {
          ...cartOf("c1", 5000),
          upgrades: [],
          upsells: [
            {
              __typename: "Upsell" as const,
              productId: "seine",
              optionId: "DEFAULT",
              title: "Seine cruise",
              durationMinutes: 60,
              passengerTypes: ["ADULT" as const],
              passengers: { __typename: "Passengers" as const, ...EMPTY_MIX, adult: 2 },
              total: price(3000),
              added: false,
            },
          ],
        },
      },
    }));
    const optionsMock: Mock<CartOptionsQuery, CartOptionsQueryVariables> = {
      request: { query: CartOptionsDocument, variables: { id: "c1", locale: "en" } },
      result: options,
    };
    const applied: Mock<ApplyPromoCodeMutation, ApplyPromoCodeMutationVariables> = {
      request: {
        query: ApplyPromoCodeDocument,
        variables: { input: { id: "c1", code: "WINTER", replace: false }, locale: "en" },
      },
      result: { data: { applyPromoCode: cartOf("c1", 4500, "WINTER") } },
    };
    function Upsells() {
      const { data } = useQuery(CartOptionsDocument, { variables: { id: "c1", locale: "en" } });
      return (
        <p data-testid="upsells">
          {data?.cart ? `${data.cart.total.retail}: ${data.cart.upsells.map((u) => u.title).join(", ")}` : "…"}
        </p>
      );
    }
    render(
      <MockedProvider cache={createBookingCache()} mocks={[optionsMock, applied]}>
        <>
          <Upsells />
          <ApplyButton id="c1" />
        </>
      </MockedProvider>,
    );
    expect(await screen.findByText("5000: Seine cruise")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "apply" }).click());
    expect(await screen.findByText("4500: Seine cruise")).toBeInTheDocument();
    expect(options).toHaveBeenCalledTimes(1);
  });

  test("a cart created by a mutation is read by Query.cart without asking (step 2 and 3 show it at once)", async () => {
    const created: Mock<CreateCartMutation, CreateCartMutationVariables> = {
      request: {
        query: CreateCartDocument,
        variables: {
          input: { id: "c9", productId: "p1", optionId: "DEFAULT", date: "2099-01-01", passengers: { adult: 2 } },
          locale: "en",
        },
      },
      result: { data: { createCart: cartOf("c9", 5000) } },
    };
    const asked = cartMock("c9", 5000);
    function Create() {
      const [create, { data }] = useMutation(CreateCartDocument);
      return data ? (
        <CartTotal id="c9" />
      ) : (
        <button
          type="button"
          onClick={() =>
            void create({
              variables: {
                input: { id: "c9", productId: "p1", optionId: "DEFAULT", date: "2099-01-01", passengers: { adult: 2 } },
                locale: "en",
              },
            })
          }
        >
          create
        </button>
      );
    }
    render(
      <MockedProvider cache={createBookingCache()} mocks={[created, asked]}>
        <Create />
      </MockedProvider>,
    );
    act(() => screen.getByRole("button", { name: "create" }).click());
    expect(await screen.findByText("5000")).toBeInTheDocument();
    expect(asked.result).not.toHaveBeenCalled();
  });
});

describe("fetch policies", () => {
  test("cache-first (product, calendar, quote) asks once: showing it again asks nothing", async () => {
    const product = jest.fn(() => ({
      data: {
        product: {
          __typename: "Product" as const,
          id: "p1",
          title: "Hop-on hop-off",
          shortDescription: null,
          city: "paris" as const,
          timeZone: "Europe/Paris",
          availabilityType: "OPENING_HOURS" as const,
          options: [],
        },
      },
    }));
    const mock: Mock<CheckoutProductQuery, CheckoutProductQueryVariables> = {
      request: { query: CheckoutProductDocument, variables: { id: "p1", locale: "en" } },
      result: product,
      maxUsageCount: 10,
    };
    function Title() {
      const { data } = useQuery(CheckoutProductDocument, { variables: { id: "p1", locale: "en" } });
      return <p>{data?.product?.title ?? "…"}</p>;
    }
    const cache = createBookingCache();
    const first = render(
      <MockedProvider cache={cache} mocks={[mock]}>
        <Title />
      </MockedProvider>,
    );
    expect(await screen.findByText("Hop-on hop-off")).toBeInTheDocument();
    first.unmount();
    render(
      <MockedProvider cache={cache} mocks={[mock]}>
        <Title />
      </MockedProvider>,
    );
    expect(screen.getByText("Hop-on hop-off")).toBeInTheDocument();
    expect(product).toHaveBeenCalledTimes(1);
  });

  test("cache-and-network (the cart of steps 2 and 3) shows the cached cart and asks again", async () => {
    const result = jest
      .fn()
      .mockReturnValueOnce({ data: { cart: cartOf("c1", 5000) } })
      .mockReturnValueOnce({ data: { cart: cartOf("c1", 5200) } });
    const mock = cartMock("c1", 0, result);
    const cache = createBookingCache();
    const first = render(
      <MockedProvider cache={cache} mocks={[mock]}>
        <CartTotal id="c1" fetchPolicy="cache-and-network" />
      </MockedProvider>,
    );
    expect(await screen.findByText("5000")).toBeInTheDocument();
    first.unmount();
    render(
      <MockedProvider cache={cache} mocks={[mock]}>
        <CartTotal id="c1" fetchPolicy="cache-and-network" />
      </MockedProvider>,
    );
    expect(screen.getByTestId("total-c1")).toHaveTextContent("5000");
    expect(await screen.findByText("5200")).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(2);
  });
});
