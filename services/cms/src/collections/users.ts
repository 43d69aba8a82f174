import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access'
import { stampLoginStart, uniformLoginFailureRest } from '../auth/login-privacy'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // A failed login never tells whether the account exists, nor that it is locked (auth/login-privacy.ts).
  hooks: { beforeOperation: [stampLoginStart], afterError: [uniformLoginFailureRest] },
  fields: [{ name: 'name', type: 'text' }],
}
