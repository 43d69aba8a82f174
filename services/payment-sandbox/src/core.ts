/** Card rules, currencies, order codes and the Viva-shaped JSON of transactions. */
import { randomInt } from "node:crypto";
import type { Row } from "./db.ts";
import type { Strings } from "./i18n.ts";

/** Viva's documented test cards: the first succeeds, the second is declined by the "issuer". */
export const SUCCESS_CARD = "4147463011110133";
export const DECLINE_CARD = "4147463011110141";
/** EventId appended to the failure URL for the declined test card (Viva: 10051 = insufficient funds). */
export const DECLINE_EVENT_ID = 10051;
/** ECI appended to the redirect (the test cards are treated as fully 3-D Secure authenticated). */
export const ECI_AUTHENTICATED = 1;

/** Viva TransactionTypeId values. */
export const TX_CARD_CHARGE = 5;
export const TX_CARD_REFUND = 4;

/** Viva webhook event types. */
export const EVENT_PAYMENT_CREATED = 1796;
export const EVENT_REVERSAL_CREATED = 1797;
export const EVENT_PAYMENT_FAILED = 1798;

/** ISO 4217 numeric code -> alphabetic code (Viva speaks numeric codes; every one here has 2 decimals). */
export const CURRENCIES: Record<string, string> = {
  "978": "EUR",
  "826": "GBP",
  "840": "USD",
  "985": "PLN",
  "946": "RON",
  "975": "BGN",
  "203": "CZK",
  "348": "HUF",
  "208": "DKK",
  "752": "SEK",
  "578": "NOK",
  "756": "CHF",
};
export const DEFAULT_CURRENCY_CODE = "978";

/** Minor units -> Viva's major-unit decimal (1250 -> 12.5). */
export const toMajor = (minor: number): number => Math.round(minor) / 100;

export function formatAmount(minor: number, currencyCode: string, locale: string): string {
  const currency = CURRENCIES[currencyCode] ?? "EUR";
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
}

/** A 16-digit order code below 2^53, so it survives JSON numbers (Viva returns orderCode as a number). */
export function newOrderCode(): string {
  return (
    String(randomInt(1, 9)) + String(randomInt(0, 1e8)).padStart(8, "0") + String(randomInt(0, 1e7)).padStart(7, "0")
  );
}

/** "414746XXXXXX0133", as Viva masks card numbers. */
export const maskCard = (digits: string): string =>
  `${digits.slice(0, 6)}${"X".repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;

export type CardField = "cardNumber" | "expiry" | "cvc" | "cardholder";
export const CARD_FIELDS: CardField[] = ["cardNumber", "expiry", "cvc", "cardholder"];
export type CardInput = Partial<Record<CardField, string>>;
type MessageKey = keyof Pick<Strings, "required" | "invalidCard" | "invalidExpiry" | "invalidCvc">;

export type CardCheck =
  | { ok: true; digits: string; cardholder: string; statusId: "F" | "E" }
  | { ok: false; summary: "complete" | "invalidCard" | null; errors: Partial<Record<CardField, MessageKey>> };

/**
 * Checks the card form. Missing fields -> "Please complete your payment information"; a well-formed form whose
 * number is not one of the test cards -> "Please provide a valid card".
 */
export function checkCard(input: CardInput, nowMs: number): CardCheck {
  const v = (f: CardField) => (input[f] ?? "").trim();
  const errors: Partial<Record<CardField, MessageKey>> = {};
  for (const f of CARD_FIELDS) if (!v(f)) errors[f] = "required";
  const missing = Object.keys(errors).length > 0;

  const digits = v("cardNumber").replace(/[\s-]/g, "");
  if (v("cardNumber") && digits !== SUCCESS_CARD && digits !== DECLINE_CARD) errors.cardNumber = "invalidCard";

  if (v("expiry")) {
    const m = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(v("expiry"));
    const month = m ? Number(m[1]) : 0;
    const year = m ? (m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0;
    const now = new Date(nowMs);
    const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (!m || month < 1 || month > 12 || expired) errors.expiry = "invalidExpiry";
  }
  if (v("cvc") && !/^\d{3,4}$/.test(v("cvc"))) errors.cvc = "invalidCvc";

  if (Object.keys(errors).length > 0) {
    return { ok: false, summary: missing ? "complete" : errors.cardNumber ? "invalidCard" : null, errors };
  }
  return { ok: true, digits, cardholder: v("cardholder"), statusId: digits === SUCCESS_CARD ? "F" : "E" };
}

// ------------------------------------------------------------------ records

export interface Order {
  orderCode: string;
  amount: number;
  currencyCode: string;
  customerTrns: string | null;
  merchantTrns: string | null;
  /** Viva's merchant name for this order (card page, statement); null: the merchant account's own name. */
  dynamicDescriptor: string | null;
  email: string | null;
  fullName: string | null;
  phone: string | null;
  countryCode: string | null;
  requestLang: string;
  sourceCode: string;
  tags: string[];
  paymentTimeout: number;
  successUrl: string | null;
  failureUrl: string | null;
  createdMs: number;
  expiresMs: number;
  paidTransactionId: string | null;
}

export interface Transaction {
  transactionId: string;
  orderCode: string;
  parentId: string | null;
  /** Minor units; refunds are stored positive and reported negative, as Viva reports reversals. */
  amount: number;
  refundedAmount: number;
  statusId: string;
  transactionTypeId: number;
  eventId: number;
  eci: number;
  cardNumber: string | null;
  cardholder: string | null;
  createdMs: number;
}

const s = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The order's dynamicDescriptor, kept in its stored request (validated when the order was created). */
function descriptorOf(request: unknown): string | null {
  try {
    const d = (JSON.parse(String(request ?? "{}")) as { dynamicDescriptor?: unknown }).dynamicDescriptor;
    return typeof d === "string" && d.trim() ? d.trim() : null;
  } catch {
    return null;
  }
}

export function orderOf(r: Row): Order {
  return {
    orderCode: String(r.order_code),
    amount: Number(r.amount),
    currencyCode: String(r.currency_code),
    customerTrns: s(r.customer_trns),
    merchantTrns: s(r.merchant_trns),
    dynamicDescriptor: descriptorOf(r.request),
    email: s(r.email),
    fullName: s(r.full_name),
    phone: s(r.phone),
    countryCode: s(r.country_code),
    requestLang: String(r.request_lang),
    sourceCode: String(r.source_code),
    tags: JSON.parse(String(r.tags)) as string[],
    paymentTimeout: Number(r.payment_timeout),
    successUrl: s(r.success_url),
    failureUrl: s(r.failure_url),
    createdMs: Number(r.created_ms),
    expiresMs: Number(r.expires_ms),
    paidTransactionId: s(r.paid_transaction_id),
  };
}

export function transactionOf(r: Row): Transaction {
  return {
    transactionId: String(r.transaction_id),
    orderCode: String(r.order_code),
    parentId: s(r.parent_id),
    amount: Number(r.amount),
    refundedAmount: Number(r.refunded_amount),
    statusId: String(r.status_id),
    transactionTypeId: Number(r.transaction_type_id),
    eventId: Number(r.event_id),
    eci: Number(r.eci),
    cardNumber: s(r.card_number),
    cardholder: s(r.cardholder),
    createdMs: Number(r.created_ms),
  };
}

const signedMajor = (tx: Transaction) => toMajor(tx.transactionTypeId === TX_CARD_REFUND ? -tx.amount : tx.amount);

/** GET /checkout/v2/transactions/{id}: Viva's camelCase shape, amount in major units. */
export function transactionJson(tx: Transaction, order: Order) {
  return {
    email: order.email,
    amount: signedMajor(tx),
    orderCode: Number(order.orderCode),
    statusId: tx.statusId,
    fullName: order.fullName ?? tx.cardholder,
    insDate: new Date(tx.createdMs).toISOString(),
    cardNumber: tx.cardNumber,
    currencyCode: order.currencyCode,
    customerTrns: order.customerTrns,
    merchantTrns: order.merchantTrns,
    transactionTypeId: tx.transactionTypeId,
    recurringSupport: false,
    totalInstallments: 0,
    cardCountryCode: "GR",
    cardIssuingBank: "Sandbox Test Bank",
    currentInstallment: 0,
    cardUniqueReference: null,
    cardTypeId: 0,
    digitalWalletId: null,
  };
}

/** The EventData object of a webhook (PascalCase, as Viva posts it). */
export function eventDataJson(tx: Transaction, order: Order, merchantId: string, merchantName: string) {
  return {
    Moto: false,
    Email: order.email,
    Phone: order.phone,
    BankId: "NET_VISA",
    Systemic: false,
    Switching: false,
    ParentId: tx.parentId,
    Amount: signedMajor(tx),
    ChannelId: "00000000-0000-0000-0000-000000000000",
    TerminalId: 90000000,
    MerchantId: merchantId,
    OrderCode: Number(order.orderCode),
    ProductId: null,
    StatusId: tx.statusId,
    FullName: order.fullName ?? tx.cardholder,
    ResellerId: null,
    DualMessage: false,
    InsDate: new Date(tx.createdMs).toISOString(),
    TotalFee: 0,
    CardToken: null,
    CardNumber: tx.cardNumber,
    TipAmount: 0,
    SourceCode: order.sourceCode,
    SourceName: order.sourceCode,
    Latitude: null,
    Longitude: null,
    CompanyName: merchantName,
    TransactionId: tx.transactionId,
    CompanyTitle: merchantName,
    PanEntryMode: "01",
    ReferenceNumber: null,
    ResponseCode: tx.statusId === "E" ? "51" : "00",
    CurrencyCode: order.currencyCode,
    OrderCulture: order.requestLang,
    MerchantTrns: order.merchantTrns,
    CustomerTrns: order.customerTrns,
    IsManualRefund: false,
    TargetPersonId: null,
    TargetWalletId: null,
    LoyaltyTriggered: false,
    TransactionTypeId: tx.transactionTypeId,
    TotalInstallments: 0,
    CardCountryCode: "GR",
    CardIssuingBank: "Sandbox Test Bank",
    RedeemedAmount: 0,
    ClearanceDate: null,
    CurrentInstallment: 0,
    Tags: order.tags,
    BillId: null,
    ResellerSourceCode: null,
    ResellerSourceName: null,
    MerchantCategoryCode: 4722,
    ResellerCompanyName: null,
    CardUniqueReference: null,
    ResellerSourceAddress: null,
    CardExpirationDate: null,
    ServiceId: null,
    ExternalTransactionId: null,
    ResponseEventId: tx.eventId === 0 ? null : tx.eventId,
    ElectronicCommerceIndicator: String(tx.eci),
  };
}
