import type { CollectionConfig } from 'payload'

import { LOCALES } from '../../../../domain/cities'
import { seoField } from '../fields/common'
import { urlField } from '../fields/url'
import { publicReadAccess } from './shared'

const hex = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value))
    ? true
    : 'Hex colour like #1a2b3c'

export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', group: 'Configuration', defaultColumns: ['cityId', 'name', 'country', 'timezone'] },
  access: publicReadAccess,
  defaultSort: 'cityId',
  fields: [
    { name: 'cityId', type: 'text', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'country', type: 'text', localized: true },
    { name: 'countryCode', type: 'text' },
    {
      name: 'locales',
      type: 'select',
      hasMany: true,
      required: true,
      options: LOCALES.map((l) => ({ label: l, value: l })),
    },
    { name: 'cityNetwork', type: 'text' },
    {
      name: 'currency',
      type: 'group',
      interfaceName: 'CityCurrency',
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
        { name: 'prefix', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'timezone', type: 'text', required: true },
    { name: 'placeholderImage', type: 'upload', relationTo: 'media' },
    {
      name: 'colors',
      type: 'group',
      interfaceName: 'CityColors',
      fields: [
        { name: 'primary', type: 'text', validate: hex },
        { name: 'secondary', type: 'text', validate: hex },
        {
          name: 'textColor',
          type: 'text',
          validate: hex,
          admin: { description: 'AA contrast (4.5:1) against primary' },
        },
      ],
    },
    {
      name: 'socials',
      type: 'group',
      interfaceName: 'CitySocials',
      fields: [urlField('facebook'), urlField('instagram'), urlField('youtube'), urlField('tiktok')],
    },
    {
      name: 'office',
      type: 'group',
      interfaceName: 'CityOffice',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'address', type: 'text' },
        { name: 'latitude', type: 'number' },
        { name: 'longitude', type: 'number' },
        { name: 'telephone', type: 'text' },
        { name: 'openingHours', type: 'text', localized: true },
      ],
    },
    {
      name: 'logos',
      type: 'array',
      interfaceName: 'CityLogo',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'alt', type: 'text', localized: true },
        urlField('to'),
        { name: 'height', type: 'number' },
        { name: 'width', type: 'number' },
        { name: 'col', type: 'number' },
      ],
    },
    {
      name: 'familyPassRule',
      type: 'group',
      interfaceName: 'FamilyPassRule',
      fields: [
        { name: 'adultNumber', type: 'number', required: true },
        { name: 'childrenNumber', type: 'number', required: true },
      ],
    },
    { name: 'gid', type: 'text' },
    { name: 'supportEmail', type: 'text', admin: { description: 'Set for Barcelona and Madrid (mailto support)' } },
    urlField('chatUrl'),
    { name: 'latitude', type: 'number' },
    { name: 'longitude', type: 'number' },
    { name: 'tagline', type: 'text', localized: true },
    seoField,
  ],
}
