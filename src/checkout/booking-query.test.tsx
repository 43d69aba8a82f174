import { act, render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { clearBookingCache, publishCart, useBookingQuery } from "./booking-query";
import { CartDocument, CheckoutProductDocument } from "./graphql/__generated__/graphql";

type Answer = { status: number; body: unknown };
let answers: Answer[] = [];
const fetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
  const next = answers.shift() ?? { status: 200, body: { data: { cart: null } } };
  return { status: next.status, ok: next.status < 400, json: async () => next.body } as unknown as Response;
});

beforeEach(() => {
  clearBookingCache();
  answers = [];
  fetchMock.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

function CartTotal({ id, policy }: { id: string | null; policy?: "cache-first" | "cache-and-network" }) {
  const { data, loading, error } = useBookingQuery(CartDocument, id ? { id, locale: "en" } : null, { fetchPolicy: policy });
  const cart = data?.cart as { total: { retail: number } } | null | undefined;
  return <p data-testid={`cart-${policy ?? "first"}`}>{loading ? "loading" : error ? "error" : cart ? String(cart.total.retail) : "none"}</p>;
}

const cartAnswer = (retail: number) => ({ status: 200, body: { data: { cart: { id: "c1", status: "ON_HOLD", total: { retail } } } } });

describe("useBookingQuery", () => {
  test("two readers of the same cart share one request; a later cache-first reader asks nothing", async () => {
    answers = [cartAnswer(5000)];
    const { rerender } = render(<><CartTotal id="c1" /><CartTotal id="c1" policy="cache-and-network" /></>);
    expect(screen.getByTestId("cart-first").textContent).toBe("loading");
    await waitFor(() => expect(screen.getByTestId("cart-first").textContent).toBe("5000"));
    expect(screen.getByTestId("cart-cache-and-network").textContent).toBe("5000");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    rerender(<><CartTotal id="c1" /></>);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("cache-and-network shows the cached answer while asking again, then the new one", async () => {
    answers = [cartAnswer(5000)];
    const first = render(<CartTotal id="c1" />);
    await waitFor(() => expect(screen.getByTestId("cart-first").textContent).toBe("5000"));
    first.unmount();
    answers = [cartAnswer(6000)];
    render(<CartTotal id="c1" policy="cache-and-network" />);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId("cart-cache-and-network").textContent).toBe("6000"));
  });

  test("a cart published by a mutation updates every reader of that cart, not other carts", async () => {
    answers = [cartAnswer(5000)];
    render(<CartTotal id="c1" />);
    await waitFor(() => expect(screen.getByTestId("cart-first").textContent).toBe("5000"));
    act(() => publishCart({ id: "other", total: { retail: 1 } } as { id: string }));
    expect(screen.getByTestId("cart-first").textContent).toBe("5000");
    act(() => publishCart({ id: "c1", total: { retail: 4500 } } as { id: string }));
    expect(screen.getByTestId("cart-first").textContent).toBe("4500");
  });

  test("skipped (null variables) asks nothing; a server error is shown and asked again on the next reader", async () => {
    const skipped = render(<CartTotal id={null} />);
    expect(screen.getByTestId("cart-first").textContent).toBe("none");
    expect(fetchMock).not.toHaveBeenCalled();
    skipped.unmount();
    answers = [{ status: 200, body: { data: null, errors: [{ message: "x", extensions: { code: "NOT_FOUND" } }] } }];
    const failed = render(<CartTotal id="c2" />);
    await waitFor(() => expect(screen.getByTestId("cart-first").textContent).toBe("error"));
    failed.unmount();
    answers = [{ status: 200, body: { data: { cart: { id: "c2", total: { retail: 10 } } } } }];
    render(<CartTotal id="c2" />);
    expect(screen.getByTestId("cart-first").textContent).toBe("loading");
    await waitFor(() => expect(screen.getByTestId("cart-first").textContent).toBe("10"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("different variables are different answers (product per language)", async () => {
    function Title({ locale }: { locale: "en" | "fr" }) {
      const { data } = useBookingQuery(CheckoutProductDocument, { id: "p", locale });
      return <p data-testid={`t-${locale}`}>{data?.product?.title ?? ""}</p>;
    }
    answers = [
      { status: 200, body: { data: { product: { title: "Tour" } } } },
      { status: 200, body: { data: { product: { title: "Visite" } } } },
    ];
    render(<><Title locale="en" /><Title locale="fr" /></>);
    await waitFor(() => expect(screen.getByTestId("t-fr").textContent).toBe("Visite"));
    expect(screen.getByTestId("t-en").textContent).toBe("Tour");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
