/**
 * `ConfirmedBooking.meetingPoint`: the product's meeting point read from the CMS (tour-facts.ts) when a page asks for
 * it, the success page and manage booking, as the ticket e-mail shows it (timetable.ts). Never fails the booking's
 * answer: null when the CMS cannot be read.
 */
import type { Locale } from "../locale.ts";
import type { TourFactsSource } from "../fulfilment/tour-facts.ts";

export interface MeetingPointParent {
  city: string;
  productId?: string | null;
  startsAt: string;
  timezone: string;
  answerLocale?: Locale;
}

export async function meetingPointOf(
  b: MeetingPointParent,
  fallbackLocale: Locale,
  facts: TourFactsSource,
): Promise<string | null> {
  if (!b.productId) return null;
  try {
    const f = await facts.factsFor({
      city: b.city,
      productId: b.productId,
      date: b.startsAt.slice(0, 10),
      timezone: b.timezone,
      locale: b.answerLocale ?? fallbackLocale,
    });
    return f.meetingPoint ?? null;
  } catch {
    return null;
  }
}
