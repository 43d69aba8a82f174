import { formatDate } from "../../domain/format";
import type { Locale } from "../i18n/locales";

/** "Saturday 5 December 2026" in the visitor's language, for a calendar date: the kernel's long date. */
export const formatLongDate = (date: string, locale: Locale): string => formatDate(date, locale);
