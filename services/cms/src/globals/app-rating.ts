import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'
import { urlField } from '../fields/url'

export const AppRating: GlobalConfig = {
  slug: 'app-rating',
  access: { read: anyone, update: isAdmin },
  admin: { group: 'Configuration' },
  fields: [
    { name: 'rankingAppIos', type: 'number', defaultValue: 4, min: 0, max: 5 },
    { name: 'rankingAppAndroid', type: 'number', defaultValue: 4, min: 0, max: 5 },
    urlField('iosUrl'),
    urlField('androidUrl'),
  ],
}
