/**
 * Manage my booking, a module of the web server next to payments: find a paid booking by reference and
 * e-mail, send its tickets again, cancel it (service.ts), change its date (date-change.ts), their e-mails (mails.ts)
 * and their GraphQL operations, merged into /api/graphql by the composition root (server.ts). It stands on the
 * payments' records and clients and on the booking module's supplier orders (its one road to the supplier, ADR
 * 0362); payments know nothing of it but the `otherOrder` hook a dearer date's payment sets.
 */
import { paymentMessage } from "../payments/messages.ts";
import type { Config } from "../config.ts";
import type { Locale } from "../locale.ts";
import type { BookingService } from "../booking/service.ts";
import type { SupplierOrders } from "../booking/supplier-orders.ts";
import { resolver, type GraphQLExtension } from "../booking/graphql.ts";
import type {
  MutationCancelBookingArgs,
  MutationChangeBookingDateArgs,
  MutationConfirmDateChangeArgs,
  MutationResendTicketsArgs,
  QueryDateChangeQuoteArgs,
  QueryMyBookingArgs,
  QueryMyBookingByLinkArgs,
  Resolvers,
} from "../booking/__generated__/resolvers.ts";
import { bookingJson } from "../payments/booking-json.ts";
import type { Payments } from "../payments/index.ts";
import { DateChangeService, type DateChangeResult } from "./date-change.ts";
import { registerBookingMails } from "./mails.ts";
import { ManageBooking } from "./service.ts";
import { manageLinkUrl } from "../security/manage-link.ts";

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface Manage {
  service: ManageBooking;
  dateChanges: DateChangeService;
  graphql: GraphQLExtension;
  /** The booking a dearer date's payment (order code `s`) was for: the payment's return goes to its manage page. */
  changeReturn(orderCode: string): Promise<{ locale: Locale; reference: string } | null>;
}

export function createManage(
  config: Config,
  deps: { payments: Payments; booking: BookingService; supplier: SupplierOrders },
  opts: { now?: () => number; log: Log },
): Manage {
  const { payments, booking, supplier } = deps;
  const { db, outbox, viva, brand } = payments;
  const now = opts.now ?? payments.service.now;
  const dateChanges = new DateChangeService({
    db,
    payments: payments.service,
    booking,
    viva,
    outbox,
    now,
    log: opts.log,
    settlement: supplier.settlement,
    checkoutUrl: config.vivaCheckoutUrl,
    brand,
    holdMinutes: config.bookingHoldMinutes,
    leaseMs: config.confirmLeaseSeconds * 1000,
  });
  const service = new ManageBooking({
    db,
    supplier,
    viva,
    outbox,
    payments: payments.service,
    dateChanges,
    log: opts.log,
    leaseMs: config.confirmLeaseSeconds * 1000,
    linkSecret: config.manageLinkSecret,
  });

  // The cancellation and change-of-date e-mails.
  registerBookingMails({
    db,
    outbox,
    supportEmail: config.supportEmail,
    siteUrl: config.siteUrl,
    manageUrl: manageLinkUrl(config.siteUrl, config.manageLinkSecret),
    facts: payments.facts,
    refundTotal: async (attemptId) => {
      const a = await payments.service.attemptById(attemptId);
      return a ? (await payments.service.refundPlan(a)).total : 0;
    },
  });

  return {
    service,
    dateChanges,
    graphql: graphqlExtension(service, dateChanges),
    changeReturn: (s) => dateChanges.returnTarget(s),
  };
}

/** Found by the reference it had before a change of date: the page says it moved (references are case-insensitive). */
function withMovedNotice<T extends { reference: string }>(json: T | null, reference: string, l: Locale) {
  if (!json) return null;
  const asked = reference.trim().toUpperCase();
  const moved = json.reference.toUpperCase() !== asked;
  return {
    ...json,
    movedNotice: moved ? paymentMessage("BOOKING_MOVED", l, { oldReference: asked, reference: json.reference }) : null,
  };
}

const changeJson = (r: DateChangeResult, l: Locale) => ({ ...r, booking: bookingJson(r.booking, l) });

/** Arguments and results checked against the resolver types codegen generates from schema.graphql. */
function graphqlExtension(service: ManageBooking, dateChanges: DateChangeService): GraphQLExtension {
  const resolvers = {
    Query: {
      myBooking: resolver(async (a: QueryMyBookingArgs, l) =>
        withMovedNotice(bookingJson((await service.findBooking(a.reference, a.email, l)).booking, l), a.reference, l),
      ),
      myBookingByLink: resolver(async (a: QueryMyBookingByLinkArgs, l) => {
        const r = await service.findByLink(a.token, l);
        if (r.code !== "OPENED") return { code: r.code, message: r.message, reference: r.reference, booking: null };
        const booking = withMovedNotice(bookingJson(r.booking, l), r.reference, l);
        return { code: r.code, message: null, reference: null, booking };
      }),
      dateChangeQuote: resolver((a: QueryDateChangeQuoteArgs, l) => dateChanges.quote(a.input, l)),
    },
    Mutation: {
      resendTickets: resolver(async (a: MutationResendTicketsArgs, l) => {
        const r = await service.resendTickets(a.reference, a.email, l);
        return { ...r, booking: bookingJson(r.booking, l) };
      }),
      cancelBooking: resolver(async (a: MutationCancelBookingArgs, l) => {
        const r = await service.cancelBooking(a.reference, a.email, l);
        return { ...r, booking: bookingJson(r.booking, l) };
      }),
      changeBookingDate: resolver(async (a: MutationChangeBookingDateArgs, l) =>
        changeJson(await dateChanges.change(a.input, l), l),
      ),
      confirmDateChange: resolver(async (a: MutationConfirmDateChangeArgs, l) =>
        changeJson(await dateChanges.confirmPayment(a.input, l), l),
      ),
    },
  } satisfies Resolvers;
  return { resolvers };
}
