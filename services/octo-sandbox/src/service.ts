/** Booking, order and payment logic on top of the Db. Returns stored records; presentation is in present.ts. */
import { randomBytes, randomUUID } from "node:crypto";
import {
  type CatalogueOption,
  type CatalogueProduct,
  COMBINATION_SEPARATOR,
  cityOf,
  findOption,
  findProduct,
  findUnit,
  resolveOffer,
  SECRET_OFFERS,
  sumPrices,
  unitPrice,
} from "./catalogue.ts";
import { type Profile, type Slot, slotById, slotKey } from "./availability.ts";
import type { Db, Param, Q, Row } from "./db.ts";
import { isUniqueViolation } from "./db.ts";
import { badRequest, OctoError, paymentDeclined, unprocessable } from "./errors.ts";
import type { PaymentGateway } from "./payments.ts";

export type BookingStatus = "ON_HOLD" | "CONFIRMED" | "CANCELLED" | "EXPIRED";

export interface Contact {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

export interface UnitItemRec {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
  supplierReference: string;
  contact: Contact;
}

export interface BookingData {
  unitItems: UnitItemRec[];
  contact: Contact;
  notes: string | null;
  primary: boolean;
  cancellationReason: string | null;
}

export interface BookingRec {
  uuid: string;
  id: string;
  supplierReference: string;
  resellerReference: string | null;
  status: BookingStatus;
  productId: string;
  optionId: string;
  availabilityId: string;
  localDate: string;
  seats: number;
  orderId: string;
  offerCode: string | null;
  expiresMs: number | null;
  createdMs: number;
  updatedMs: number;
  confirmedMs: number | null;
  cancelledMs: number | null;
  data: BookingData;
}

export interface OrderData {
  contact: Contact;
  returnUrl: string | null;
  emailReceipt: boolean;
  cancellationReason: string | null;
  /**
   * The merchant name the reseller asks for on the card page (Viva dynamicDescriptor, sent in an order update's
   * `cardPayment.vivawallet.dynamicDescriptor`), and the one the current payment order was issued with.
   */
  paymentDescriptor?: string | null;
  issuedDescriptor?: string | null;
  /**
   * The card page's language (Viva requestLang, e.g. fr-FR): the Accept-Language of the order update that asked for
   * the card payment (the visitor's language), and the one the current payment order was issued with.
   */
  paymentLang?: string | null;
  issuedLang?: string | null;
}

export interface OrderRec {
  id: string;
  supplierReference: string;
  storedStatus: string;
  expiresMs: number;
  createdMs: number;
  updatedMs: number;
  confirmedMs: number | null;
  cancelledMs: number | null;
  paymentOrderCode: string | null;
  paymentAmount: number | null;
  paymentCurrency: string | null;
  paymentTransactionId: string | null;
  data: OrderData;
}

const DEFAULT_HOLD_MINUTES = 30;
const MAX_HOLD_MINUTES = 24 * 60;
const ACTIVE_SEATS = "(status = 'CONFIRMED' OR (status = 'ON_HOLD' AND expires_ms > ?))";

const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const s = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function reference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join("");
}

const optStr = (v: unknown, field: string): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") throw badRequest(`${field} must be a string`);
  return v;
};

export function normalizeContact(input: unknown, base?: Contact): Contact {
  const b: Contact = base ?? {
    fullName: null,
    firstName: null,
    lastName: null,
    emailAddress: null,
    phoneNumber: null,
    locales: [],
    postalCode: null,
    country: null,
    notes: null,
  };
  if (input === undefined || input === null) return b;
  if (typeof input !== "object" || Array.isArray(input)) throw badRequest("contact must be an object");
  const c = input as Record<string, unknown>;
  const pick = (k: keyof Contact) => (k in c ? optStr(c[k], `contact.${k}`) : (b[k] as string | null));
  const locales = "locales" in c ? c.locales : b.locales;
  if (!Array.isArray(locales) || !locales.every((l) => typeof l === "string")) {
    throw badRequest("contact.locales must be an array of strings");
  }
  const firstName = pick("firstName");
  const lastName = pick("lastName");
  const fullName = pick("fullName") ?? ([firstName, lastName].filter(Boolean).join(" ") || null);
  return {
    fullName,
    firstName,
    lastName,
    emailAddress: pick("emailAddress"),
    phoneNumber: pick("phoneNumber"),
    locales: locales as string[],
    postalCode: pick("postalCode"),
    country: pick("country"),
    notes: pick("notes"),
  };
}

function holdMinutes(v: unknown): number {
  if (v === undefined || v === null) return DEFAULT_HOLD_MINUTES;
  if (typeof v !== "number" || !Number.isFinite(v) || v <= 0 || v > MAX_HOLD_MINUTES) {
    throw badRequest(`expirationMinutes must be a number between 0 and ${MAX_HOLD_MINUTES}`);
  }
  return v;
}

function bookingFromRow(r: Row): BookingRec {
  return {
    uuid: String(r.uuid),
    id: String(r.id),
    supplierReference: String(r.supplier_reference),
    resellerReference: s(r.reseller_reference),
    status: String(r.status) as BookingStatus,
    productId: String(r.product_id),
    optionId: String(r.option_id),
    availabilityId: String(r.availability_id),
    localDate: String(r.local_date),
    seats: Number(r.seats),
    orderId: String(r.order_id),
    offerCode: s(r.offer_code),
    expiresMs: n(r.expires_ms),
    createdMs: Number(r.created_ms),
    updatedMs: Number(r.updated_ms),
    confirmedMs: n(r.confirmed_ms),
    cancelledMs: n(r.cancelled_ms),
    data: JSON.parse(String(r.data)) as BookingData,
  };
}

function orderFromRow(r: Row): OrderRec {
  return {
    id: String(r.id),
    supplierReference: String(r.supplier_reference),
    storedStatus: String(r.status),
    expiresMs: Number(r.expires_ms),
    createdMs: Number(r.created_ms),
    updatedMs: Number(r.updated_ms),
    confirmedMs: n(r.confirmed_ms),
    cancelledMs: n(r.cancelled_ms),
    paymentOrderCode: s(r.payment_order_code),
    paymentAmount: n(r.payment_amount),
    paymentCurrency: s(r.payment_currency),
    paymentTransactionId: s(r.payment_transaction_id),
    data: JSON.parse(String(r.data)) as OrderData,
  };
}

interface ResolvedItems {
  product: CatalogueProduct;
  option: CatalogueOption;
  slot: Slot;
  items: UnitItemRec[];
  offerCode: string | null;
}

export class Service {
  constructor(
    readonly db: Db,
    readonly gateway: PaymentGateway,
    readonly now: () => number,
    readonly profile: Profile = "default",
  ) {}

  // ------------------------------------------------------------ reads

  effectiveStatus(b: BookingRec): BookingStatus {
    return b.status === "ON_HOLD" && (b.expiresMs ?? 0) <= this.now() ? "EXPIRED" : b.status;
  }

  async findBooking(uuid: string): Promise<BookingRec | null> {
    const rows = await this.db.all("SELECT * FROM octo_bookings WHERE uuid = ?", [uuid]);
    return rows[0] ? bookingFromRow(rows[0]) : null;
  }

  async getBooking(uuid: unknown): Promise<BookingRec> {
    const b = typeof uuid === "string" ? await this.findBooking(uuid) : null;
    if (!b)
      throw new OctoError("INVALID_BOOKING_UUID", `Invalid booking uuid: ${String(uuid)}`, { uuid: uuid ?? null });
    return b;
  }

  async listBookings(query: Record<string, unknown>): Promise<BookingRec[]> {
    const where: string[] = [];
    const params: Param[] = [];
    const add = (col: string, key: string) => {
      const v = query[key];
      if (typeof v === "string" && v !== "") {
        where.push(`${col} = ?`);
        params.push(v);
      }
    };
    add("reseller_reference", "resellerReference");
    add("supplier_reference", "supplierReference");
    add("product_id", "productId");
    add("option_id", "optionId");
    add("order_id", "orderId");
    add("local_date", "localDate");
    const { localDateStart: from, localDateEnd: to } = query;
    if (typeof from === "string" || typeof to === "string") {
      if (typeof from !== "string" || typeof to !== "string")
        throw badRequest("localDateStart and localDateEnd go together");
      where.push("local_date >= ? AND local_date <= ?");
      params.push(from, to);
    }
    if (where.length === 0) {
      throw badRequest(
        "A filter is required: resellerReference, supplierReference, localDate, localDateStart+localDateEnd, productId, optionId or orderId",
      );
    }
    const rows = await this.db.all(
      `SELECT * FROM octo_bookings WHERE ${where.join(" AND ")} ORDER BY created_ms, uuid LIMIT 500`,
      params,
    );
    return rows.map(bookingFromRow);
  }

  /** Seats taken by sandbox bookings (confirmed + live holds), per availability id, for a product and dates. */
  async seatsUsed(productId: string, from: string, to: string, q: Q = this.db): Promise<Map<string, number>> {
    const rows = await q.all(
      `SELECT availability_id, COALESCE(SUM(seats), 0) AS used FROM octo_bookings
       WHERE product_id = ? AND local_date >= ? AND local_date <= ? AND ${ACTIVE_SEATS} GROUP BY availability_id`,
      [productId, from, to, this.now()],
    );
    return new Map(rows.map((r) => [String(r.availability_id), Number(r.used)]));
  }

  private async slotUsed(q: Q, productId: string, availabilityId: string, exceptUuid: string | null): Promise<number> {
    const rows = await q.all(
      `SELECT COALESCE(SUM(seats), 0) AS used FROM octo_bookings
       WHERE product_id = ? AND availability_id = ? AND uuid <> ? AND ${ACTIVE_SEATS}`,
      [productId, availabilityId, exceptUuid ?? "", this.now()],
    );
    return Number(rows[0]?.used ?? 0);
  }

  // ------------------------------------------------------------ reserve / update

  private resolveItems(body: Record<string, unknown>, current?: BookingRec): ResolvedItems {
    const product = findProduct(body.productId ?? current?.productId);
    const moved = current !== undefined && product.id !== current.productId;
    // Moving to another product without naming an option takes its default option (OCTO "DEFAULT").
    const option = findOption(product, body.optionId ?? (moved ? "DEFAULT" : current?.optionId));
    const availabilityId = body.availabilityId ?? current?.availabilityId;
    const slot = slotById(product, availabilityId, this.profile);
    if (!slot) {
      throw new OctoError("INVALID_AVAILABILITY_ID", `Invalid availabilityId: ${String(availabilityId)}`, {
        availabilityId: availabilityId ?? null,
      });
    }
    const rawItems = body.unitItems ?? current?.data.unitItems;
    if (rawItems === undefined || rawItems === null)
      throw unprocessable("unitItems is required (one item per unit booked)");
    if (!Array.isArray(rawItems)) throw badRequest("unitItems must be an array");
    if (rawItems.length === 0) throw unprocessable("unitItems must not be empty");
    if (rawItems.length > 500) throw unprocessable("too many unitItems (max 500)");
    const items = rawItems.map((raw: unknown): UnitItemRec => {
      if (typeof raw !== "object" || raw === null) throw badRequest("each unitItem must be an object");
      const it = raw as Record<string, unknown>;
      const unit = findUnit(option, it.unitId);
      const uuid = optStr(it.uuid, "unitItems.uuid");
      // An item the booking already has (same uuid) keeps its references and contact unless the body changes them.
      const kept = uuid ? current?.data.unitItems.find((x) => x.uuid === uuid) : undefined;
      return {
        uuid: uuid ?? randomUUID(),
        unitId: unit.type.toLowerCase(),
        resellerReference:
          "resellerReference" in it
            ? optStr(it.resellerReference, "unitItems.resellerReference")
            : (kept?.resellerReference ?? null),
        supplierReference:
          typeof it.supplierReference === "string" ? it.supplierReference : (kept?.supplierReference ?? reference()),
        contact: normalizeContact(it.contact, kept?.contact),
      };
    });
    // A secret code follows the booking to another product; a product's public offer does not (nor the public part
    // of a combination).
    const keptSecret = (current?.offerCode ?? "")
      .split(COMBINATION_SEPARATOR)
      .filter((c) => SECRET_OFFERS.some((o) => o.code === c));
    const keptCode = moved
      ? keptSecret.length
        ? keptSecret.join(COMBINATION_SEPARATOR)
        : undefined
      : current?.offerCode;
    const requestedCode = "offerCode" in body ? body.offerCode : keptCode;
    const offer = resolveOffer(product, requestedCode);
    return { product, option, slot, items, offerCode: offer?.code ?? null };
  }

  private assertOpen(slot: Slot) {
    if (slot.utcCutoffMs <= this.now()) {
      throw unprocessable(`Availability ${slot.id} is closed`, { availabilityId: slot.id });
    }
  }

  private async assertSeats(q: Q, r: ResolvedItems, exceptUuid: string | null) {
    const used = await this.slotUsed(q, r.product.id, r.slot.id, exceptUuid);
    const left = r.slot.capacity - r.slot.presetSold - used;
    if (r.items.length > left) {
      throw unprocessable(
        left <= 0 ? `Availability ${r.slot.id} is sold out` : `Only ${left} seats left on ${r.slot.id}`,
        { availabilityId: r.slot.id, vacancies: Math.max(0, left) },
      );
    }
  }

  async orderTotal(bookings: BookingRec[]): Promise<{ amount: number; currency: string | null }> {
    let amount = 0;
    let currency: string | null = null;
    for (const b of bookings) {
      const p = this.bookingPrice(b);
      amount += p.retail;
      currency = p.currency;
    }
    return { amount, currency };
  }

  bookingPrice(b: BookingRec) {
    const product = findProduct(b.productId);
    const option = findOption(product, b.optionId);
    const offer = b.offerCode ? resolveOffer(product, b.offerCode) : null;
    const prices = b.data.unitItems.map((it) => unitPrice(product, findUnit(option, it.unitId), offer));
    return sumPrices(prices, cityOf(product).currency);
  }

  async reserve(body: Record<string, unknown>): Promise<BookingRec> {
    const uuid = optStr(body.uuid, "uuid") ?? randomUUID();
    if (uuid.length === 0 || uuid.length > 100) throw badRequest("uuid must be 1 to 100 characters");
    const existing = await this.findBooking(uuid);
    if (existing) return existing; // idempotent: same uuid, same booking, no second hold
    const r = this.resolveItems(body);
    this.assertOpen(r.slot);
    const minutes = holdMinutes(body.expirationMinutes);
    const contact = normalizeContact(body.contact);
    const notes = optStr(body.notes, "notes");
    const resellerReference = optStr(body.resellerReference, "resellerReference");
    const currency = cityOf(r.product).currency;

    let orderId = optStr(body.orderId, "orderId");
    let primary = false;
    if (orderId) {
      const order = await this.getOrder(orderId);
      const members = await this.orderBookings(order.id);
      if ((await this.orderStatus(order, members)) !== "ON_HOLD")
        throw unprocessable(`Order ${orderId} is not ON_HOLD`);
      const other = members.find((m) => findCurrency(m) !== currency);
      if (other) throw unprocessable(`Order ${orderId} is in ${findCurrency(other)}; cannot add a ${currency} booking`);
      primary = members.length === 0;
    }

    try {
      return await this.db.tx([slotKey(r.product.id, r.slot.id)], async (q) => {
        const again = await q.all("SELECT * FROM octo_bookings WHERE uuid = ?", [uuid]);
        if (again[0]) return bookingFromRow(again[0]);
        await this.assertSeats(q, r, null);
        const now = this.now();
        const expiresMs = now + Math.round(minutes * 60000);
        if (!orderId) {
          orderId = randomUUID();
          primary = true;
          await this.insertOrder(q, orderId, expiresMs, {
            contact,
            returnUrl: null,
            emailReceipt: false,
            cancellationReason: null,
          });
        }
        const rec: BookingRec = {
          uuid,
          id: randomUUID(),
          supplierReference: reference(),
          resellerReference,
          status: "ON_HOLD",
          productId: r.product.id,
          optionId: r.option.id,
          availabilityId: r.slot.id,
          localDate: r.slot.localDate,
          seats: r.items.length,
          orderId,
          offerCode: r.offerCode,
          expiresMs,
          createdMs: now,
          updatedMs: now,
          confirmedMs: null,
          cancelledMs: null,
          data: { unitItems: r.items, contact, notes, primary, cancellationReason: null },
        };
        await q.run(
          `INSERT INTO octo_bookings (uuid, id, supplier_reference, reseller_reference, status, product_id, option_id,
            availability_id, local_date, seats, order_id, offer_code, expires_ms, created_ms, updated_ms, data)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            rec.uuid,
            rec.id,
            rec.supplierReference,
            rec.resellerReference,
            rec.status,
            rec.productId,
            rec.optionId,
            rec.availabilityId,
            rec.localDate,
            rec.seats,
            rec.orderId,
            rec.offerCode,
            rec.expiresMs,
            rec.createdMs,
            rec.updatedMs,
            JSON.stringify(rec.data),
          ],
        );
        return rec;
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        const b = await this.findBooking(uuid);
        if (b) return b;
      }
      throw e;
    }
  }

  private async insertOrder(q: Q, id: string, expiresMs: number, data: OrderData) {
    const now = this.now();
    await q.run(
      `INSERT INTO octo_orders (id, supplier_reference, status, expires_ms, created_ms, updated_ms, data)
       VALUES (?, ?, 'ON_HOLD', ?, ?, ?, ?)`,
      [id, reference(), expiresMs, now, now, JSON.stringify(data)],
    );
  }

  private requireHold(b: BookingRec, action: string) {
    const st = this.effectiveStatus(b);
    if (st !== "ON_HOLD")
      throw unprocessable(`Cannot ${action} booking ${b.uuid}: status is ${st}, not ON_HOLD`, { uuid: b.uuid });
  }

  /**
   * OCTO booking update. ON_HOLD: anything (product, option, availability, unitItems, offer, contact, notes, hold).
   * CONFIRMED (the standard allows it while the booking is cancellable): the same but the hold, and only for orders
   * settled by the reseller; an order paid by card is settled at its amount, so it is cancelled and rebooked instead.
   */
  async updateBooking(uuid: unknown, body: Record<string, unknown>): Promise<BookingRec> {
    const b = await this.getBooking(uuid);
    const status = this.effectiveStatus(b);
    if (status === "CONFIRMED") await this.requireUpdatableConfirmed(b);
    else this.requireHold(b, "update");
    const data: BookingData = { ...b.data };
    if ("contact" in body) data.contact = normalizeContact(body.contact, b.data.contact);
    if ("notes" in body) data.notes = optStr(body.notes, "notes");
    const resellerReference =
      "resellerReference" in body ? optStr(body.resellerReference, "resellerReference") : b.resellerReference;
    const expiresMs =
      status === "ON_HOLD" && "expirationMinutes" in body
        ? this.now() + Math.round(holdMinutes(body.expirationMinutes) * 60000)
        : b.expiresMs;
    const rebook = ["unitItems", "productId", "optionId", "availabilityId", "offerCode"].some((k) => k in body);
    const r = rebook ? this.resolveItems(body, b) : null;
    if (r) {
      if (r.slot.id !== b.availabilityId || r.product.id !== b.productId) this.assertOpen(r.slot);
      if (r.product.id !== b.productId) await this.assertSameCurrency(b, r.product);
      data.unitItems = r.items;
    }
    const keys = r ? [slotKey(b.productId, b.availabilityId), slotKey(r.product.id, r.slot.id)] : [];
    const still: { sql: string; params: Param[] } =
      status === "CONFIRMED"
        ? { sql: "status = 'CONFIRMED'", params: [] }
        : { sql: "status = 'ON_HOLD' AND expires_ms > ?", params: [this.now()] };
    await this.db.tx(keys, async (q) => {
      if (r) await this.assertSeats(q, r, b.uuid);
      const changed = await q.run(
        `UPDATE octo_bookings SET product_id = ?, option_id = ?, availability_id = ?, local_date = ?, seats = ?,
           offer_code = ?, reseller_reference = ?, expires_ms = ?, updated_ms = ?, data = ?
         WHERE uuid = ? AND ${still.sql}`,
        [
          r?.product.id ?? b.productId,
          r?.option.id ?? b.optionId,
          r?.slot.id ?? b.availabilityId,
          r?.slot.localDate ?? b.localDate,
          r?.items.length ?? b.seats,
          r ? r.offerCode : b.offerCode,
          resellerReference,
          expiresMs,
          this.now(),
          JSON.stringify(data),
          b.uuid,
          ...still.params,
        ],
      );
      if (changed !== 1) throw unprocessable(`Booking ${b.uuid} is no longer ${status}`, { uuid: b.uuid });
    });
    return this.getBooking(b.uuid);
  }

  /** A confirmed booking changes only before its start and when its order was not paid by card. */
  private async requireUpdatableConfirmed(b: BookingRec) {
    const slot = slotById(findProduct(b.productId), b.availabilityId, this.profile);
    if (!slot || slot.utcStartMs <= this.now()) {
      throw unprocessable(`Booking ${b.uuid} cannot be updated after the cancellation cutoff`, { uuid: b.uuid });
    }
    const order = await this.getOrder(b.orderId);
    if (order.paymentTransactionId || order.paymentOrderCode) {
      throw unprocessable(`Booking ${b.uuid} was paid by card: cancel it and reserve again`, { uuid: b.uuid });
    }
  }

  /** An order has one currency: a booking moves only to a product priced in the currency of its order's others. */
  private async assertSameCurrency(b: BookingRec, product: CatalogueProduct) {
    const currency = cityOf(product).currency;
    const other = (await this.orderBookings(b.orderId)).find((m) => m.uuid !== b.uuid && findCurrency(m) !== currency);
    if (other)
      throw unprocessable(`Order ${b.orderId} is in ${findCurrency(other)}; cannot move a booking to ${currency}`);
  }

  async extendBooking(uuid: unknown, body: Record<string, unknown>): Promise<BookingRec> {
    const b = await this.getBooking(uuid);
    this.requireHold(b, "extend");
    const expiresMs = this.now() + Math.round(holdMinutes(body.expirationMinutes) * 60000);
    const changed = await this.db.run(
      "UPDATE octo_bookings SET expires_ms = ?, updated_ms = ? WHERE uuid = ? AND status = 'ON_HOLD' AND expires_ms > ?",
      [expiresMs, this.now(), b.uuid, this.now()],
    );
    if (changed !== 1) throw unprocessable(`Booking ${b.uuid} is no longer ON_HOLD`, { uuid: b.uuid });
    return this.getBooking(b.uuid);
  }

  async confirmBooking(uuid: unknown, body: Record<string, unknown>): Promise<BookingRec> {
    const b = await this.getBooking(uuid);
    const st = this.effectiveStatus(b);
    if (st === "CONFIRMED") return b;
    this.requireHold(b, "confirm");
    // OCTO: the unitItems sent at confirmation are the booking's items (more or fewer change the count).
    if (body.unitItems !== undefined) await this.updateBooking(b.uuid, { unitItems: body.unitItems });
    const order = await this.getOrder(b.orderId);
    if (body.cardPayment !== undefined || order.paymentOrderCode) {
      // Paid by card: the payment covers the whole order, so confirm the order.
      await this.confirmOrder(order.id, body);
      return this.getBooking(b.uuid);
    }
    const current = body.unitItems !== undefined ? await this.getBooking(b.uuid) : b;
    const data: BookingData = { ...current.data, contact: normalizeContact(body.contact, current.data.contact) };
    if ("notes" in body) data.notes = optStr(body.notes, "notes");
    const resellerReference =
      "resellerReference" in body ? optStr(body.resellerReference, "resellerReference") : b.resellerReference;
    const now = this.now();
    const changed = await this.db.run(
      `UPDATE octo_bookings SET status = 'CONFIRMED', confirmed_ms = ?, updated_ms = ?, expires_ms = NULL,
         reseller_reference = ?, data = ?
       WHERE uuid = ? AND status = 'ON_HOLD' AND expires_ms > ?`,
      [now, now, resellerReference, JSON.stringify(data), b.uuid, now],
    );
    if (changed !== 1) {
      const again = await this.getBooking(b.uuid);
      if (this.effectiveStatus(again) === "CONFIRMED") return again;
      throw unprocessable(`Booking ${b.uuid} hold has expired`, { uuid: b.uuid });
    }
    return this.getBooking(b.uuid);
  }

  async cancelBooking(uuid: unknown, body: Record<string, unknown>): Promise<BookingRec> {
    const b = await this.getBooking(uuid);
    const st = this.effectiveStatus(b);
    if (st === "CANCELLED") return b;
    if (st === "EXPIRED") throw unprocessable(`Booking ${b.uuid} has expired`, { uuid: b.uuid });
    if (st === "CONFIRMED") {
      const slot = slotById(findProduct(b.productId), b.availabilityId, this.profile);
      if (slot && slot.utcStartMs <= this.now()) {
        throw unprocessable(`Booking ${b.uuid} cannot be cancelled after the cancellation cutoff`, { uuid: b.uuid });
      }
    }
    const data: BookingData = { ...b.data, cancellationReason: optStr(body.reason, "reason") };
    const now = this.now();
    const changed = await this.db.run(
      `UPDATE octo_bookings SET status = 'CANCELLED', cancelled_ms = ?, updated_ms = ?, data = ?
       WHERE uuid = ? AND status = ?`,
      [now, now, JSON.stringify(data), b.uuid, b.status],
    );
    if (changed !== 1) return this.cancelBooking(uuid, body);
    return this.getBooking(b.uuid);
  }

  /** Marks lapsed holds EXPIRED (they already stopped counting at their utcExpiresAt). */
  async sweep(): Promise<number> {
    const now = this.now();
    return this.db.run(
      "UPDATE octo_bookings SET status = 'EXPIRED', updated_ms = ? WHERE status = 'ON_HOLD' AND expires_ms <= ?",
      [now, now],
    );
  }

  // ------------------------------------------------------------ orders (octo/cart)

  async getOrder(id: unknown): Promise<OrderRec> {
    const rows = typeof id === "string" ? await this.db.all("SELECT * FROM octo_orders WHERE id = ?", [id]) : [];
    if (!rows[0]) throw new OctoError("INVALID_ORDER_ID", `Invalid order id: ${String(id)}`, { id: id ?? null });
    return orderFromRow(rows[0]);
  }

  async orderBookings(orderId: string): Promise<BookingRec[]> {
    const rows = await this.db.all("SELECT * FROM octo_bookings WHERE order_id = ? ORDER BY created_ms, uuid", [
      orderId,
    ]);
    return rows.map(bookingFromRow);
  }

  async orderStatus(order: OrderRec, bookings: BookingRec[]): Promise<BookingStatus> {
    if (order.storedStatus === "CANCELLED") return "CANCELLED";
    const states = bookings.map((b) => this.effectiveStatus(b));
    if (states.includes("ON_HOLD")) return "ON_HOLD";
    if (states.includes("CONFIRMED")) return "CONFIRMED";
    if (bookings.length === 0) return order.expiresMs > this.now() ? "ON_HOLD" : "EXPIRED";
    return states.every((x) => x === "CANCELLED") ? "CANCELLED" : "EXPIRED";
  }

  /** Hold deadline of an order: its earliest live booking hold, or its own deadline while empty. */
  orderExpiresMs(order: OrderRec, bookings: BookingRec[]): number | null {
    const holds = bookings.filter((b) => this.effectiveStatus(b) === "ON_HOLD").map((b) => b.expiresMs ?? 0);
    if (holds.length > 0) return Math.min(...holds);
    return bookings.length === 0 ? order.expiresMs : null;
  }

  async createOrder(body: Record<string, unknown>): Promise<OrderRec> {
    const minutes = holdMinutes(body.expirationMinutes);
    const data: OrderData = {
      contact: normalizeContact(body.contact),
      returnUrl: optStr(body.returnUrl, "returnUrl"),
      emailReceipt: body.emailReceipt === true,
      cancellationReason: null,
    };
    const bookings = body.bookings ?? [];
    if (!Array.isArray(bookings)) throw badRequest("bookings must be an array");
    const id = randomUUID();
    await this.db.tx([], (q) => this.insertOrder(q, id, this.now() + minutes * 60000, data));
    const made: string[] = [];
    try {
      for (const raw of bookings) {
        if (typeof raw !== "object" || raw === null) throw badRequest("each booking must be an object");
        const b = await this.reserve({
          expirationMinutes: minutes,
          contact: body.contact,
          ...(raw as object),
          orderId: id,
        });
        made.push(b.uuid);
      }
    } catch (e) {
      for (const uuid of made)
        await this.cancelBooking(uuid, { reason: "order creation failed" }).catch(() => undefined);
      await this.db.run("UPDATE octo_orders SET status = 'CANCELLED', cancelled_ms = ? WHERE id = ?", [this.now(), id]);
      throw e;
    }
    return this.getOrder(id);
  }

  /** `requestLang`: the card page's culture of the request (its Accept-Language), kept when the body asks for a card payment. */
  async updateOrder(id: unknown, body: Record<string, unknown>, requestLang?: string): Promise<OrderRec> {
    const order = await this.getOrder(id);
    const bookings = await this.orderBookings(order.id);
    if ((await this.orderStatus(order, bookings)) !== "ON_HOLD")
      throw unprocessable(`Order ${order.id} is not ON_HOLD`);
    const data: OrderData = { ...order.data };
    if ("contact" in body) data.contact = normalizeContact(body.contact, order.data.contact);
    if ("returnUrl" in body) data.returnUrl = optStr(body.returnUrl, "returnUrl");
    if ("emailReceipt" in body) data.emailReceipt = body.emailReceipt === true;
    if ("cardPayment" in body)
      data.paymentDescriptor = descriptorOf(body.cardPayment) ?? data.paymentDescriptor ?? null;
    if ("cardPayment" in body && requestLang) data.paymentLang = requestLang;
    await this.db.run("UPDATE octo_orders SET data = ?, updated_ms = ? WHERE id = ?", [
      JSON.stringify(data),
      this.now(),
      order.id,
    ]);
    if ("contact" in body) {
      for (const b of bookings)
        if (this.effectiveStatus(b) === "ON_HOLD") await this.updateBooking(b.uuid, { contact: body.contact });
    }
    if ("expirationMinutes" in body) return this.extendOrder(order.id, body);
    return this.getOrder(order.id);
  }

  async extendOrder(id: unknown, body: Record<string, unknown>): Promise<OrderRec> {
    const order = await this.getOrder(id);
    const bookings = await this.orderBookings(order.id);
    if ((await this.orderStatus(order, bookings)) !== "ON_HOLD")
      throw unprocessable(`Order ${order.id} is not ON_HOLD`);
    const expiresMs = this.now() + Math.round(holdMinutes(body.expirationMinutes) * 60000);
    await this.db.run("UPDATE octo_orders SET expires_ms = ?, updated_ms = ? WHERE id = ?", [
      expiresMs,
      this.now(),
      order.id,
    ]);
    for (const b of bookings) {
      if (this.effectiveStatus(b) === "ON_HOLD") await this.extendBooking(b.uuid, body);
    }
    return this.getOrder(order.id);
  }

  async cancelOrder(id: unknown, body: Record<string, unknown>): Promise<OrderRec> {
    const order = await this.getOrder(id);
    const bookings = await this.orderBookings(order.id);
    for (const b of bookings) {
      const st = this.effectiveStatus(b);
      if (st === "ON_HOLD" || st === "CONFIRMED") await this.cancelBooking(b.uuid, body);
    }
    const data: OrderData = { ...order.data, cancellationReason: optStr(body.reason, "reason") };
    await this.db.run(
      "UPDATE octo_orders SET status = 'CANCELLED', cancelled_ms = ?, updated_ms = ?, data = ? WHERE id = ?",
      [this.now(), this.now(), JSON.stringify(data), order.id],
    );
    return this.getOrder(order.id);
  }

  /**
   * The order's card payment for its current amount: asks the gateway for a new orderCode when none was issued
   * or the amount/currency, merchant name or card-page language changed since. Only for ON_HOLD orders with
   * something to pay. The language is the one the card payment was asked for in (`paymentLang`), else the request's.
   */
  async ensurePayment(order: OrderRec, bookings: BookingRec[], requestLang?: string): Promise<OrderRec> {
    if ((await this.orderStatus(order, bookings)) !== "ON_HOLD") return order;
    const held = bookings.filter((b) => this.effectiveStatus(b) === "ON_HOLD");
    const { amount, currency } = await this.orderTotal(held);
    if (amount <= 0 || !currency) return order;
    const descriptor = order.data.paymentDescriptor ?? null;
    const lang = order.data.paymentLang ?? null;
    if (
      order.paymentOrderCode &&
      order.paymentAmount === amount &&
      order.paymentCurrency === currency &&
      (order.data.issuedDescriptor ?? null) === descriptor &&
      (!lang || (order.data.issuedLang ?? null) === lang)
    )
      return order;
    requestLang = lang ?? requestLang;
    const { orderCode } = await this.gateway.createOrder({
      // The visitor's booking reference(s), as the ticket e-mail shows them (one reference everywhere).
      amount,
      currency,
      merchantTrns: order.supplierReference,
      customerTrns: held.map((b) => b.supplierReference).join(", "),
      requestLang,
      ...(descriptor ? { dynamicDescriptor: descriptor } : {}),
    });
    await this.db.run(
      `UPDATE octo_orders SET payment_order_code = ?, payment_amount = ?, payment_currency = ?, data = ?, updated_ms = ?
       WHERE id = ? AND payment_transaction_id IS NULL AND (payment_order_code IS NULL OR payment_order_code = ?)`,
      [
        orderCode,
        amount,
        currency,
        JSON.stringify({ ...order.data, issuedDescriptor: descriptor, issuedLang: requestLang ?? null }),
        this.now(),
        order.id,
        order.paymentOrderCode ?? "",
      ],
    );
    return this.getOrder(order.id);
  }

  async confirmOrder(id: unknown, body: Record<string, unknown>): Promise<OrderRec> {
    const order = await this.getOrder(id);
    const bookings = await this.orderBookings(order.id);
    const status = await this.orderStatus(order, bookings);
    if (status === "CONFIRMED") return order; // idempotent
    if (status !== "ON_HOLD") throw unprocessable(`Order ${order.id} is ${status}, not ON_HOLD`, { id: order.id });
    const held = bookings.filter((b) => this.effectiveStatus(b) === "ON_HOLD");
    if (held.length === 0) throw unprocessable(`Order ${order.id} has no booking to confirm`, { id: order.id });
    const { amount, currency } = await this.orderTotal(held);

    let transactionId: string | null = null;
    if ((body.cardPayment !== undefined || order.paymentOrderCode) && amount > 0) {
      transactionId = await this.verifyPayment(order, body.cardPayment, amount, currency);
    }
    const contactBody = body.contact;
    const now = this.now();
    await this.db
      .tx([], async (q) => {
        if (transactionId) {
          const claimed = await q.run(
            "UPDATE octo_orders SET payment_transaction_id = ?, updated_ms = ? WHERE id = ? AND payment_transaction_id IS NULL",
            [transactionId, now, order.id],
          );
          if (claimed !== 1) throw unprocessable(`Order ${order.id} was already confirmed with another payment`);
        }
        let confirmed = 0;
        for (const b of held) {
          const data: BookingData = { ...b.data, contact: normalizeContact(contactBody, b.data.contact) };
          const resellerReference =
            typeof body.resellerReference === "string" ? body.resellerReference : b.resellerReference;
          confirmed += await q.run(
            `UPDATE octo_bookings SET status = 'CONFIRMED', confirmed_ms = ?, updated_ms = ?, expires_ms = NULL,
             reseller_reference = ?, data = ?
           WHERE uuid = ? AND status = 'ON_HOLD' AND expires_ms > ?`,
            [now, now, resellerReference, JSON.stringify(data), b.uuid, now],
          );
        }
        if (confirmed !== held.length)
          throw unprocessable(`A hold of order ${order.id} has expired; nothing was confirmed`);
        const data: OrderData = { ...order.data, contact: normalizeContact(contactBody, order.data.contact) };
        await q.run(
          "UPDATE octo_orders SET status = 'CONFIRMED', confirmed_ms = ?, updated_ms = ?, data = ? WHERE id = ?",
          [now, now, JSON.stringify(data), order.id],
        );
      })
      .catch(async (e: unknown) => {
        if (isUniqueViolation(e))
          throw paymentDeclined(
            "TRANSACTION_ALREADY_USED",
            `transaction ${transactionId} already confirmed another order`,
          );
        // A concurrent confirmation with the same payment may have won: then this one is a repeat.
        const again = await this.getOrder(order.id);
        if (transactionId && again.paymentTransactionId === transactionId) return;
        throw e;
      });
    return this.getOrder(order.id);
  }

  private async verifyPayment(order: OrderRec, raw: unknown, amount: number, currency: string | null): Promise<string> {
    if (typeof raw !== "object" || raw === null) {
      throw paymentDeclined(
        "PAYMENT_REQUIRED",
        `order ${order.id} is paid by card: send cardPayment {gateway: "vivawallet", vivawallet: {orderCode, transactionId}}`,
      );
    }
    const cp = raw as { gateway?: unknown; vivawallet?: { orderCode?: unknown; transactionId?: unknown } };
    if (cp.gateway !== "vivawallet") throw badRequest(`cardPayment.gateway must be "vivawallet"`);
    const orderCode = cp.vivawallet?.orderCode;
    const transactionId = cp.vivawallet?.transactionId;
    if (
      (typeof orderCode !== "string" && typeof orderCode !== "number") ||
      typeof transactionId !== "string" ||
      !transactionId
    ) {
      throw badRequest("cardPayment.vivawallet.orderCode and cardPayment.vivawallet.transactionId are required");
    }
    if (!order.paymentOrderCode || String(orderCode) !== order.paymentOrderCode) {
      throw paymentDeclined(
        "ORDER_CODE_MISMATCH",
        `orderCode ${orderCode} is not the current payment of order ${order.id}`,
        { orderCode: String(orderCode) },
      );
    }
    if (order.paymentAmount !== amount || (currency && order.paymentCurrency !== currency)) {
      throw paymentDeclined(
        "ORDER_CODE_STALE",
        `orderCode ${orderCode} was issued for ${order.paymentAmount} but the order now costs ${amount}`,
      );
    }
    const tx = await this.gateway.getTransaction(transactionId);
    if (!tx)
      throw paymentDeclined("UNKNOWN_TRANSACTION", `transaction ${transactionId} was not found`, { transactionId });
    if (tx.orderCode !== order.paymentOrderCode) {
      throw paymentDeclined("ORDER_CODE_MISMATCH", `transaction ${transactionId} belongs to another orderCode`, {
        transactionId,
      });
    }
    if (tx.statusId !== "F") {
      throw paymentDeclined(
        "NOT_PAID",
        `transaction ${transactionId} is not paid (statusId ${tx.statusId || "none"})`,
        { transactionId, statusId: tx.statusId },
      );
    }
    if (tx.amount !== amount) {
      throw paymentDeclined(
        "AMOUNT_MISMATCH",
        `transaction ${transactionId} paid ${tx.amount}, the order costs ${amount}`,
        { transactionId, paid: tx.amount, amount },
      );
    }
    return transactionId;
  }
}

function findCurrency(b: BookingRec): string {
  return cityOf(findProduct(b.productId)).currency;
}

/** `cardPayment.vivawallet.dynamicDescriptor` of an order update: Viva's merchant name, 22 characters at most. */
function descriptorOf(cardPayment: unknown): string | null {
  const d = (cardPayment as { vivawallet?: { dynamicDescriptor?: unknown } } | null)?.vivawallet?.dynamicDescriptor;
  if (d === undefined || d === null) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what the check refuses
  if (typeof d !== "string" || d.trim().length > 22 || /[\u0000-\u001f<>]/.test(d)) {
    throw badRequest("cardPayment.vivawallet.dynamicDescriptor must be plain text of at most 22 characters");
  }
  return d.trim() || null;
}
