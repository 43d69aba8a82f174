/** Save-time validation of links typed by editors: the table of disguises, without a database. */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'

import { FRIENDLY_HREFS, HOSTILE_HREFS } from '../../../tests/fixtures/hostile-hrefs'
import { isEditorUrl, urlMessage, validateEditorUrl } from '../src/fields/url'
import { FIELDS_CATALOGUES } from '../src/i18n'
import { placeholdersOf } from '../../../domain/fill'

describe('editor URL validation', () => {
  for (const [label, href] of HOSTILE_HREFS) {
    test(`refuses ${label}`, () => {
      assert.equal(isEditorUrl(href), false, JSON.stringify(href))
      assert.equal(validateEditorUrl()(href), urlMessage('en'))
    })
  }

  test('accepts relative paths, anchors and http, https, mailto, tel links', () => {
    for (const href of FRIENDLY_HREFS) assert.equal(isEditorUrl(href), true, href)
  })

  test('refuses what is not a link at all', () => {
    for (const href of [
      'tours',
      'www.example.com',
      'https://',
      'https:example.com',
      'mailto:',
      'ftp://example.com/',
      'a b',
    ]) {
      assert.equal(isEditorUrl(href), false, href)
    }
  })

  test('empty is allowed unless required; the message is in the editor’s language (fr, en, es, nl)', () => {
    assert.equal(validateEditorUrl()(''), true)
    assert.equal(validateEditorUrl()(null), true)
    assert.equal(validateEditorUrl(true)(''), urlMessage('en'))
    assert.equal(validateEditorUrl()(42), urlMessage('en'))
    const fr = validateEditorUrl()('javascript:x', { req: { i18n: { language: 'fr' } } })
    assert.match(String(fr), /chemin relatif/)
    for (const lang of ['fr', 'es', 'nl']) assert.notEqual(urlMessage(lang), urlMessage('en'))
    assert.equal(urlMessage('de'), urlMessage('en'))
  })
})

describe('the CMS field catalogues (messages/{lng}/fields.json, ADR 0364)', () => {
  test('every language has exactly the keys of en, none empty, the same placeholders', () => {
    const en = FIELDS_CATALOGUES.en
    for (const [lng, texts] of Object.entries(FIELDS_CATALOGUES)) {
      assert.deepEqual(Object.keys(texts).sort(), Object.keys(en).sort(), lng)
      for (const [key, value] of Object.entries(texts)) {
        assert.ok(value.trim().length > 0, `${lng} ${key}`)
        assert.deepEqual(placeholdersOf(value), placeholdersOf(en[key as keyof typeof en]), `${lng} ${key}`)
      }
    }
  })
})
