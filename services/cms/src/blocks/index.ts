import type { Block } from 'payload'

import { urlField } from '../fields/url'

/**
 * Page blocks shared by home-pages and pages. `interfaceName` fixes the GraphQL typename (and the TS type name):
 * HeroBlock, RichTextBlock, OffersBlock, ArticleTeasersBlock, FeaturesBlock, FaqListBlock, AppPromoBlock,
 * MapTeaserBlock. `blockType` (the slug) is what REST returns.
 */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'ctaLabel', type: 'text' },
    urlField('ctaLink'),
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [{ name: 'html', type: 'textarea', required: true, admin: { description: 'HTML string', rows: 12 } }],
}

export const OffersBlock: Block = {
  slug: 'offers',
  interfaceName: 'OffersBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'productIds',
      type: 'text',
      hasMany: true,
      admin: { description: 'OCTO product ids (catalogue), in display order' },
    },
  ],
}

export const ArticleTeasersBlock: Block = {
  slug: 'articleTeasers',
  interfaceName: 'ArticleTeasersBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 12 },
  ],
}

export const FeaturesBlock: Block = {
  slug: 'features',
  interfaceName: 'FeaturesBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      type: 'array',
      interfaceName: 'FeatureItem',
      fields: [
        {
          name: 'icon',
          type: 'text',
          admin: { description: 'Icon name (bus, clock, ticket, headphones, map, wheelchair...)' },
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}

export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'limit', type: 'number', defaultValue: 5, min: 1, max: 50 },
  ],
}

export const AppPromoBlock: Block = {
  slug: 'appPromo',
  interfaceName: 'AppPromoBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
  ],
}

export const MapTeaserBlock: Block = {
  slug: 'mapTeaser',
  interfaceName: 'MapTeaserBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
  ],
}

export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  OffersBlock,
  ArticleTeasersBlock,
  FeaturesBlock,
  FaqListBlock,
  AppPromoBlock,
  MapTeaserBlock,
]
