import type { CollectionConfig } from 'payload'

import { UNIT_TYPES } from '../../../../domain/passengers'
import { OFFER_TYPES } from '../../../../domain/products'
import { pageBlocks } from '../blocks'
import { cityField, htmlField, seoField, slugField } from '../fields/common'
import { draftsCollection } from './shared'

const withDrafts = (slug: string) => {
  const { preview, ...rest } = draftsCollection(slug)
  return { rest, preview }
}

const home = withDrafts('home-pages')
export const HomePages: CollectionConfig = {
  slug: 'home-pages',
  ...home.rest,
  admin: { useAsTitle: 'city', group: 'Content', preview: home.preview },
  fields: [
    cityField({ required: true, unique: true }),
    { name: 'blocks', type: 'blocks', localized: true, blocks: pageBlocks },
    seoField,
  ],
}

const products = withDrafts('products')
/** A local time HH:MM (00:00-23:59), or empty. */
const hhmm = (value: unknown): true | string =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    ? true
    : 'A local time HH:MM, e.g. 09:30'

export const Products: CollectionConfig = {
  slug: 'products',
  ...products.rest,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    preview: products.preview,
    defaultColumns: ['productId', 'title', 'city', 'offerType', '_status'],
  },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'productId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'OCTO product id (catalogue/products.ts)' },
    },
    cityField({ required: true }),
    {
      name: 'offerType',
      type: 'select',
      required: true,
      index: true,
      options: OFFER_TYPES.map((o) => ({ label: o, value: o })),
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'shortDescription', type: 'textarea', localized: true },
    htmlField('description'),
    {
      name: 'highlights',
      type: 'array',
      interfaceName: 'ProductHighlight',
      fields: [{ name: 'text', type: 'text', localized: true, required: true }],
    },
    {
      // The product page's "What's included" list (one row per item, text per language).
      name: 'included',
      type: 'array',
      interfaceName: 'ProductIncluded',
      fields: [{ name: 'text', type: 'text', localized: true, required: true }],
    },
    {
      // The spec's product "lines": the bus lines (map routes) the ticket rides; the product page lists their stops
      // and links to the map.
      name: 'lines',
      type: 'relationship',
      relationTo: 'map-routes',
      hasMany: true,
    },
    {
      name: 'photos',
      type: 'array',
      interfaceName: 'ProductPhoto',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
        { name: 'title', type: 'text' },
      ],
    },
    {
      name: 'faqs',
      type: 'array',
      interfaceName: 'ProductFaq',
      fields: [
        {
          name: 'question',
          type: 'text',
          localized: true,
          required: true,
          admin: { description: 'May be "icon|text", e.g. "clock|How long does the tour last?"' },
        },
        { name: 'answer', type: 'textarea', localized: true, admin: { description: 'HTML string' } },
      ],
    },
    {
      // Spec section 3, "Product analytics": the product's id at Ventrata as the analytics items report it
      // (item_id); empty = the OCTO product id above (ADR 0350).
      name: 'ventrataId',
      type: 'text',
      admin: { description: 'Ventrata product id for analytics (item_id); empty = the OCTO product id' },
    },
    {
      // Spec section 3, prices_promo_partners (type, partner, price): the price a partner's visitors are reported
      // with in the analytics items (view_item, begin_checkout, purchase), replacing the unit's price (ADR 0350).
      // Analytics only: what the visitor pays is the supplier's price, computed on the server.
      name: 'partnerPrices',
      type: 'array',
      interfaceName: 'ProductPartnerPrice',
      admin: {
        description:
          "Partner prices reported to analytics (prices_promo_partners); the booking price is the supplier's",
      },
      fields: [
        {
          name: 'partner',
          type: 'text',
          required: true,
          admin: { description: "The partner's referrer code (Partners → referrer), as in ?referrer=" },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'ADULT',
          options: UNIT_TYPES.map((t) => ({ label: t, value: t })),
        },
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          validate: (value: unknown) =>
            Number.isInteger(value) && (value as number) >= 0
              ? true
              : 'An integer amount in minor units (cents), e.g. 3510',
          admin: { description: "Minor units of the city's currency (cents, pence), e.g. 3510 = 35.10" },
        },
      ],
    },
    { name: 'reviewCount', type: 'number', defaultValue: 0, min: 0 },
    { name: 'rating', type: 'number', min: 0, max: 5 },
    { name: 'promoPercent', type: 'number', defaultValue: 0, min: 0, max: 100 },
    { name: 'familyDiscount', type: 'number', defaultValue: 0, min: 0, max: 100, admin: { description: 'Percent' } },
    { name: 'duration', type: 'text', localized: true },
    { name: 'meetingPoint', type: 'text', localized: true },
    // The timetable a traveller plans with (product page, ticket e-mail, PDF, calendar file). Empty on
    // products without one (passes, attractions, audio guides, private hire).
    {
      name: 'firstDeparture',
      type: 'text',
      validate: hhmm,
      admin: { description: 'First departure, local time HH:MM (e.g. 09:30)' },
    },
    {
      name: 'lastDeparture',
      type: 'text',
      validate: hhmm,
      admin: { description: 'Last departure, local time HH:MM (e.g. 17:00)' },
    },
    {
      name: 'frequencyMinutes',
      type: 'number',
      min: 1,
      max: 1440,
      admin: { description: 'A bus every … minutes. Leave empty and fill "Frequency (text)" when it is not regular.' },
    },
    {
      name: 'frequencyText',
      type: 'text',
      localized: true,
      admin: { description: 'Frequency in words (e.g. "Three departures a day"); shown instead of the minutes.' },
    },
    {
      name: 'loopMinutes',
      type: 'number',
      min: 1,
      max: 1440,
      admin: { description: 'Duration of one full loop (or of the tour), in minutes' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
    seoField,
  ],
}

const articles = withDrafts('articles')
export const Articles: CollectionConfig = {
  slug: 'articles',
  ...articles.rest,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    preview: articles.preview,
    defaultColumns: ['title', 'city', 'publishedAt', '_status'],
  },
  defaultSort: '-publishedAt',
  fields: [
    {
      ...slugField({ unique: true }),
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
          return 'Lowercase letters, digits and single hyphens only'
        if (value === 'archive' || value === 'page') return '"archive" and "page" are reserved by the site routes'
        return true
      },
    },
    cityField({ required: true }),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    htmlField('body'),
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'readingMinutes', type: 'number', min: 1 },
    seoField,
  ],
}

const pages = withDrafts('pages')
export const Pages: CollectionConfig = {
  slug: 'pages',
  ...pages.rest,
  admin: { useAsTitle: 'title', group: 'Content', preview: pages.preview, defaultColumns: ['slug', 'city', 'title'] },
  fields: [
    slugField(),
    cityField({
      admin: { description: 'Empty: static page /{lang}/page/{slug}; set: standalone city page /{lang}/{city}/{slug}' },
    }),
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'blocks', type: 'blocks', localized: true, blocks: pageBlocks },
    seoField,
  ],
}

const partners = withDrafts('partners')
export const Partners: CollectionConfig = {
  slug: 'partners',
  ...partners.rest,
  admin: { useAsTitle: 'name', group: 'Content', preview: partners.preview },
  fields: [
    slugField({ unique: true }),
    { name: 'name', type: 'text', required: true },
    { name: 'referrer', type: 'text', index: true, admin: { description: 'Code used in ?referrer=' } },
    { name: 'partnerCentral', type: 'text' },
    // The rule of codes and offers (docs/adr/0353): the booking API reads these two fields for every code a visitor
    // enters; a code no partner names is exclusive.
    {
      name: 'promoCode',
      type: 'text',
      index: true,
      admin: { description: "The partner's promo code, as the supplier knows it (e.g. QZ7K-10)" },
    },
    {
      name: 'promoCombinesWithOffers',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          "Checked: the code is taken off the product's web offer (both apply). Unchecked: the visitor gets the better of the code and the web offer.",
      },
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    htmlField('intro'),
    {
      name: 'localPages',
      type: 'array',
      interfaceName: 'PartnerLocalPage',
      fields: [cityField({ required: true }), htmlField('body')],
    },
    seoField,
  ],
}
