import { useAtomValue } from "jotai";
import React, { useEffect, useMemo, useRef, useState } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import { skipToken, useMutation, useQuery } from "@apollo/client/react";
import { dataOf, serverFields, serverMessage } from "../../lib/booking-errors";
import { CartSummary } from "../components/cart-summary";
import { PromoCode } from "../components/promo-code";
import { CustomerForm, type FieldMessages } from "../customer/customer-form";
import { readDraft } from "../customer/draft";
import { EMPTY_CUSTOMER, type CustomerField, type CustomerValues } from "../customer/schema";
import { checkoutItems, type ItemPricing } from "../../analytics/cart-items";
import {
  partnerPricesOf,
  useProductAnalytics,
  visitPartner,
  type ProductAnalytics,
} from "../../analytics/product-analytics";
import { addPaymentInfoEvent, beginCheckoutEvent, pushEvent, rememberPaidItems, type EcommerceCart } from "../events";
import {
  CartDocument,
  SetCustomerDetailsDocument,
  StartPaymentDocument,
  type CartFieldsFragment,
} from "../graphql/__generated__/graphql";
import { takePaymentRejected } from "../payment-rejected";
import { liveCartAtom } from "../state/cart-atoms";
import { savedParamsAtom } from "../state/query-params";
import { currentAttribution } from "../../layout/marketing-params";
import { useRevealError } from "../../lib/reveal-error";
import { CHECKOUT_BARS } from "../focus-clear";

/** The tour's Ventrata id and the visit's partner's prices (spec: product analytics, ADR 0350). */
const pricingOf = (product: ProductAnalytics | undefined): ItemPricing => ({
  itemId: product?.ventrataId,
  partnerPrices: partnerPricesOf(product?.partnerPrices, visitPartner()),
});

function ecommerceOf(cart: CartFieldsFragment, pricing: ItemPricing): EcommerceCart {
  return {
    currency: cart.total.currency,
    total: cart.total.retail,
    currencyPrecision: cart.total.currencyPrecision,
    promoCode: cart.offer?.code ?? null,
    items: checkoutItems(cart, pricing),
  };
}

/** The server's per-field messages of a VALIDATION_FAILED answer (extensions.fields), else null. */
function serverFieldMessages(error: unknown): FieldMessages | null {
  return serverFields(error) as Partial<Record<CustomerField, string>> | null;
}

/** The form's first values: what was typed in this tab for this cart, else what the server keeps, else empty. */
function initialValuesOf(cart: CartFieldsFragment): CustomerValues {
  const server = cart.customer;
  const fromServer: Partial<CustomerValues> = server
    ? {
        firstName: server.firstName ?? "",
        lastName: server.lastName ?? "",
        email: server.email ?? "",
        phone: server.phone ?? "",
        country: server.country ?? "",
        postalCode: server.postalCode ?? "",
        notes: server.notes ?? "",
        allowMarketing: server.allowMarketing,
      }
    : {};
  return { ...EMPTY_CUSTOMER, ...fromServer, ...(readDraft(cart.id) ?? {}) };
}

/**
 * Checkout step 3: the cart's summary and countdown (shell), the promo code, the
 * customer form and "Pay {amount}": the details are saved on the cart, the card payment starts on the server and
 * the visitor goes to the provider's card page. A rejected payment comes back here with the spec's message.
 */
export function PaymentStep({ city, locale }: { city: string; locale: Locale }) {
  const t = useT();
  const stored = useAtomValue(liveCartAtom);
  const saved = useAtomValue(savedParamsAtom);
  // Asked again on arrival (as step 2's cart): the cached cart is shown meanwhile.
  const server = useQuery(
    CartDocument,
    stored ? { variables: { id: stored.id, locale }, fetchPolicy: "cache-and-network" } : skipToken,
  );
  const [setCustomerDetails] = useMutation(SetCustomerDetailsDocument);
  const [startPaymentMutation] = useMutation(StartPaymentDocument);
  const cart = server.data?.cart ?? null;
  const analytics = useProductAnalytics(cart?.product.id);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState("");
  // Bumped when Pay ends in an error: the message comes into view and takes the focus (ADR 0352).
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [revealed, setRevealed] = useState(0);
  useRevealError(problemRef, revealed, CHECKOUT_BARS);
  const [rejected] = useState(() => takePaymentRejected());
  const began = useRef<string | null>(null);
  const initialValues = useMemo(() => (cart ? initialValuesOf(cart) : null), [cart?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the form's first values, per cart, not per refetch

  useEffect(() => {
    if (!cart || began.current === cart.id) return;
    began.current = cart.id;
    pushEvent(beginCheckoutEvent(ecommerceOf(cart, pricingOf(analytics)), city, locale, currentAttribution()));
  }, [cart, city, locale, analytics]);

  if (server.error && !cart)
    return (
      <p role="alert" className="notice notice--error">
        {serverMessage(server.error) ?? t("errors.booking")}
      </p>
    );
  if (!cart || !initialValues)
    return (
      <p role="status" className="checkout__loading">
        {t("checkout.loading")}
      </p>
    );

  const amount = formatPrice(cart.total.retail, { value: cart.total.currency }, locale);

  const pay = async (values: CustomerValues): Promise<FieldMessages | null> => {
    setProblem("");
    setPaying(true);
    try {
      await setCustomerDetails({ variables: { input: { id: cart.id, ...values }, locale } });
    } catch (error) {
      setPaying(false);
      const fields = serverFieldMessages(error);
      if (fields) return fields;
      setProblem(serverMessage(error) ?? t("errors.booking"));
      setRevealed((n) => n + 1);
      return null;
    }
    const ecommerce = ecommerceOf(cart, pricingOf(analytics));
    pushEvent(addPaymentInfoEvent(ecommerce, city, locale, currentAttribution()));
    rememberPaidItems(cart.reference, ecommerce.items);
    try {
      const { startPayment } = dataOf(await startPaymentMutation({ variables: { cartId: cart.id, locale } }));
      window.location.assign(startPayment.redirectUrl);
    } catch (error) {
      setPaying(false);
      setProblem(serverMessage(error) ?? t("errors.generic"));
      setRevealed((n) => n + 1);
    }
    return null;
  };

  return (
    <div className="checkout-step checkout-step--payment" data-testid="payment-step">
      {/* The summary comes first in reading order (phones show it above the form); wide screens put it on the right. */}
      <aside className="checkout-step__aside">
        <CartSummary cart={cart} locale={locale} />
      </aside>
      <div className="checkout-step__main">
        {rejected && (
          <p role="alert" className="notice notice--error" data-testid="payment-rejected">
            {rejected}
          </p>
        )}
        <PromoCode cart={cart} locale={locale} initialCode={saved.code ?? null} />
        <CustomerForm
          cartId={cart.id}
          locale={locale}
          initialValues={initialValues}
          onSubmit={pay}
          busy={paying}
          submitLabel={t("checkout.pay", { amount })}
          beforeSubmit={
            <>
              {problem && (
                <p
                  ref={problemRef}
                  tabIndex={-1}
                  role="alert"
                  className="notice notice--error"
                  data-testid="pay-problem"
                >
                  {problem}
                </p>
              )}
              <p className="meta">{t("checkout.payCard")}</p>
              <p role="status" className="meta customer-form__status">
                {paying ? t("checkout.paying") : ""}
              </p>
            </>
          }
        />
      </div>
    </div>
  );
}
