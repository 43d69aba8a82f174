import type { TextField } from 'payload'

import { safeHref } from '../../../../domain/safe-href'
import { fieldsText } from '../i18n'

/**
 * Links typed by editors. A plain URL field holds either a relative path on the site
 * ("/en/paris/tours", "#faq") or an absolute http, https, mailto or tel URL; nothing else is saved, so no
 * `javascript:`, `data:` or `vbscript:` link (nor a disguise of one) ever reaches the site. The rule is the kernel's
 * (domain/safe-href.ts), which the site applies again at render.
 */

/** The message of a refused link, in the editor's admin language (messages/{lng}/fields.json, ADR 0364). */
export const urlMessage = (language: string | undefined): string => fieldsText('url.invalid', language)

/**
 * True when `value` is a link an editor may save: the kernel's one URL-safety rule (domain/safe-href.ts, the rule the
 * site renders with), and, since what is saved is what an editor typed, nothing it would have to strip or decode
 * first: no whitespace or control character anywhere (tabs and newlines inside a scheme are a classic disguise).
 */
export function isEditorUrl(value: string): boolean {
  if (
    value === '' ||
    // eslint-disable-next-line no-control-regex -- control characters are what the check refuses
    /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/.test(value)
  ) {
    return false
  }
  return safeHref(value) === value
}

interface ValidateArgs {
  req?: { i18n?: { language?: string } }
}

/** Payload `validate` for a plain URL field: empty is allowed unless `required`. */
export const validateEditorUrl =
  (required = false) =>
  (value: unknown, args?: ValidateArgs): true | string => {
    if (value === null || value === undefined || value === '')
      return required ? urlMessage(args?.req?.i18n?.language) : true
    return typeof value === 'string' && isEditorUrl(value) ? true : urlMessage(args?.req?.i18n?.language)
  }

/** A plain URL text field, validated at save (REST, GraphQL, local API with validation and the admin alike). */
export const urlField = (name: string, overrides: Partial<TextField> = {}): TextField =>
  ({
    name,
    type: 'text',
    validate: validateEditorUrl(overrides.required === true),
    ...overrides,
    admin: {
      description: 'A relative path (/en/paris/tours) or an http(s)://, mailto: or tel: link',
      ...overrides.admin,
    },
  }) as TextField
