import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access'
import { countLoginFailure, delayLoginPerPair, forgetLoginFailures, LOCK_TIME_MS } from '../auth/editor-lockout'
import { stampLoginStart, uniformLoginFailureRest } from '../auth/login-privacy'

export const Users: CollectionConfig = {
  slug: 'users',
  // Payload's per-account lock lasts 1 ms: failures are delayed per account and address instead (editor-lockout.ts).
  auth: { lockTime: LOCK_TIME_MS },
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  // A failed login never tells whether the account exists, nor that it is locked (auth/login-privacy.ts).
  hooks: {
    beforeOperation: [stampLoginStart, delayLoginPerPair],
    afterError: [countLoginFailure, uniformLoginFailureRest],
    afterLogin: [
      ({ req }) => {
        const pair = req.context?.loginPair as { email: string; address: string } | undefined
        if (pair) forgetLoginFailures(pair.email, pair.address)
      },
    ],
  },
  fields: [{ name: 'name', type: 'text' }],
}
