import type { CollectionConfig } from 'payload'

import { cityField } from '../fields/common'
import { isEditorUrl, urlMessage } from '../fields/url'
import { publicReadAccess } from './shared'

export const MENU_LINK_TYPES = ['product', 'inspiration_page', 'inspiration_list', 'external', 'none'] as const

export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: { useAsTitle: 'location', group: 'Configuration', defaultColumns: ['city', 'location'] },
  access: publicReadAccess,
  fields: [
    cityField(),
    {
      name: 'location',
      type: 'select',
      required: true,
      options: [
        { label: 'Header', value: 'header' },
        { label: 'Footer', value: 'footer' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      interfaceName: 'MenuItem',
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        {
          name: 'linkType',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: MENU_LINK_TYPES.map((v) => ({ label: v, value: v })),
        },
        { name: 'productId', type: 'text', admin: { condition: (_, s) => s?.linkType === 'product' } },
        {
          name: 'inspirationSlug',
          type: 'text',
          admin: {
            condition: (_, s) => s?.linkType === 'inspiration_page',
            description: 'Stored with a leading character, e.g. "/montmartre-walk" (the site strips it)',
          },
        },
        {
          name: 'uri',
          type: 'text',
          // Localized: relative paths carry the language prefix and localized segments (/fr/paris/aide, /en/paris/help).
          localized: true,
          // Stricter than other links: https or a relative path, and never a disguised script (fields/url.ts).
          validate: (value: unknown, args?: { req?: { i18n?: { language?: string } } }) =>
            value == null ||
            value === '' ||
            (typeof value === 'string' && isEditorUrl(value) && (/^https:\/\//.test(value) || value.startsWith('/')))
              ? true
              : urlMessage(args?.req?.i18n?.language),
        },
      ],
    },
  ],
}

export const FAQ_CATEGORIES = ['tickets', 'on-board', 'accessibility', 'cancellation', 'payment'] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', group: 'Content', defaultColumns: ['question', 'city', 'category'] },
  access: publicReadAccess,
  defaultSort: 'sortOrder',
  fields: [
    cityField(),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: FAQ_CATEGORIES.map((v) => ({ label: v, value: v })),
    },
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', localized: true, admin: { description: 'HTML string' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}

export const ServiceAlerts: CollectionConfig = {
  slug: 'service-alerts',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'city', 'startDate', 'endDate', 'severity'],
  },
  access: publicReadAccess,
  defaultSort: '-startDate',
  fields: [
    cityField({ required: true }),
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'lines',
      type: 'array',
      interfaceName: 'ServiceAlertLine',
      fields: [{ name: 'text', type: 'text', required: true, localized: true }],
    },
    { name: 'startDate', type: 'date', required: true, index: true },
    { name: 'endDate', type: 'date', index: true },
    {
      name: 'severity',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'Info', value: 'info' },
        { label: 'Warning', value: 'warning' },
        { label: 'Disruption', value: 'disruption' },
      ],
    },
  ],
}

export const MapRoutes: CollectionConfig = {
  slug: 'map-routes',
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'city', 'color'] },
  access: publicReadAccess,
  fields: [
    cityField({ required: true }),
    { name: 'routeId', type: 'text', unique: true },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'color', type: 'text', required: true },
    {
      name: 'stops',
      type: 'array',
      interfaceName: 'MapStop',
      fields: [
        { name: 'name', type: 'text', required: true },
        // The stop's name in each language (the French map showed English names); falls back to `name`.
        { name: 'label', type: 'text', localized: true },
        { name: 'latitude', type: 'number', required: true },
        { name: 'longitude', type: 'number', required: true },
      ],
    },
    { name: 'path', type: 'json', admin: { description: 'Array of [lat, lng] pairs' } },
  ],
}
