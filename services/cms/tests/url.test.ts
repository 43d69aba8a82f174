/** Save-time validation of links typed by editors: the table of disguises, without a database. */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'

import { FRIENDLY_HREFS, HOSTILE_HREFS } from '../../../tests/fixtures/hostile-hrefs'
import { isEditorUrl, urlMessage, validateEditorUrl } from '../src/fields/url'

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
