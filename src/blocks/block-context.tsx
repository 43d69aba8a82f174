import React, { createContext, useContext, type ReactNode } from "react";
import type { ProductSummary } from "../components/product-card";
import type { FaqEntry } from "../components/faq-list";
import type { Locale } from "../i18n/locales";
import type { Currency } from "../lib/money";
import type { PriceFrom } from "../lib/octo-offers";

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  publishedAt: string | null;
  image: { url: string; alt: string; width: number; height: number } | null;
}

export interface AppLinks {
  iosUrl: string | null;
  androidUrl: string | null;
  rankingAppIos: number;
  rankingAppAndroid: number;
}

/** What blocks may show besides their own fields: the page's data, passed by the template (blocks never fetch). */
export interface BlockData {
  locale: Locale;
  cityId: string;
  currency: Currency;
  products: ProductSummary[];
  prices: Record<string, PriceFrom>;
  /** Supplier's home offers; the OffersBlock's own ids are the fallback. */
  homeProductIds: string[];
  articles: ArticleSummary[];
  faqs: FaqEntry[];
  app: AppLinks | null;
  /** The hero is the page's h1 (city home, standalone pages without their own title). */
  heroIsTitle: boolean;
}

export const EMPTY_BLOCK_DATA: BlockData = {
  locale: "en",
  cityId: "",
  currency: { value: "EUR", label: "€", prefix: false },
  products: [],
  prices: {},
  homeProductIds: [],
  articles: [],
  faqs: [],
  app: null,
  heroIsTitle: false,
};

const BlockDataContext = createContext<BlockData>(EMPTY_BLOCK_DATA);

export const BlockDataProvider = ({ value, children }: { value: BlockData; children: ReactNode }) => (
  <BlockDataContext.Provider value={value}>{children}</BlockDataContext.Provider>
);

export const useBlockData = (): BlockData => useContext(BlockDataContext);
