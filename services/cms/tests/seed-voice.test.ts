/**
 * The seed speaks as the site does ("one voice"): formal Spanish (usted/ustedes, never tú or vosotros)
 * and formal Dutch (u, never je/jij/jullie). The site's catalogues are checked in src/i18n/one-voice.test.ts; this is
 * the CMS's starting content: products, FAQs and articles through the seed's builders, and the seed's other texts
 * (pages, partner pages, alerts) by their source, with words that belong to no other of the site's languages.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CITY_IDS } from '../../../domain/cities'
import { PRODUCTS } from '../../../domain/products'
import { articleKinds, articleText } from '../src/seed/articles'
import { faqItems, productText } from '../src/seed/content'

/** Spanish tú and vosotros: pronouns, verbs, and the imperatives the seed used ("Consulta el mapa"). */
const INFORMAL_ES =
  /(?<![\p{L}])(tú|vosotros|vosotras|vuestr[oa]s?|os|tienes|puedes|quieres|aceptáis|disfrutad|escríbenos|contáctanos)(?![\p{L}])|(?:^|[>:.!?¿¡]\s*|\s[oy]\s)(consulta|descubre|sigue|viaja|reserva|elige|disfruta|aprovecha|sube|ven)\s/iu
/** Dutch je/jij/jouw/jullie. */
const INFORMAL_NL = /(?<![\p{L}])(je|jij|jou|jouw|jullie)(?![\p{L}])/iu
/** In source text, where French "je" also appears: only the Dutch words that are no French word. */
const INFORMAL_NL_SOURCE = /(?<![\p{L}])(jij|jouw|jullie)(?![\p{L}])/iu

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ')

test('the checks know the informal words', () => {
  assert.ok(INFORMAL_ES.test('Junto a la Torre Eiffel. Consulta el mapa.'))
  assert.ok(INFORMAL_ES.test('¿Qué formas de pago aceptáis?'))
  assert.ok(INFORMAL_ES.test('Consejo: reserva en línea para ahorrar.'))
  assert.ok(!INFORMAL_ES.test('Junto a la Torre Eiffel. Consulte el mapa.'))
  assert.ok(!INFORMAL_ES.test('¿Puedo cancelar mi reserva? Su reserva se anula.'))
  assert.ok(!INFORMAL_ES.test('la ciudad se descubre de otra forma al anochecer'))
  assert.ok(INFORMAL_NL.test('Een dubbeldekker helemaal voor jullie'))
  assert.ok(!INFORMAL_NL.test('Stap zo vaak u wilt in en uit'))
})

test('products, FAQs and articles: usted in Spanish, u in Dutch', () => {
  const texts: [string, string, string][] = []
  for (const p of PRODUCTS) {
    for (const lang of ['es', 'nl'] as const)
      texts.push([lang, `product ${p.id}`, JSON.stringify(productText(p, lang))])
  }
  for (const city of CITY_IDS) {
    for (const item of faqItems(city)) {
      texts.push(
        ['es', `faq ${city}`, `${item.q.es} ${plain(item.a.es)}`],
        ['nl', `faq ${city}`, `${item.q.nl} ${plain(item.a.nl)}`],
      )
    }
    for (const { slug, kind } of articleKinds(city)) {
      for (const lang of ['es', 'nl'] as const) {
        const a = articleText(city, lang, kind, false)
        texts.push([lang, `article ${city}/${slug}`, plain(JSON.stringify(a))])
      }
    }
  }
  assert.ok(texts.length > 100)
  const informal = texts.filter(([lang, , text]) => (lang === 'es' ? INFORMAL_ES : INFORMAL_NL).test(text))
  assert.deepEqual(
    informal.map(
      ([lang, where, text]) => `${lang} ${where}: ${text.match(lang === 'es' ? INFORMAL_ES : INFORMAL_NL)?.[0]}`,
    ),
    [],
  )
})

test("the seed's other texts (pages, partners, alerts): no tú, vosotros or jullie", () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/seed')
  const found: string[] = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!/[áéíóúñ¿¡]/.test(line) && !/\b(de|het|een|u|uw)\b/.test(line)) return // a line without Spanish or Dutch
        const words = plain(line)
        const es = words.match(
          /(?<![\p{L}])(tú|vosotros|vuestr[oa]s?|aceptáis|disfrutad|escríbenos|contáctanos)(?![\p{L}])|(?:^|[>:.!?¿¡'`"]\s*|\s[oy]\s)(consulta|descubre|sigue|viaja|elige|disfruta|aprovecha)\s/iu,
        )
        const nl = words.match(INFORMAL_NL_SOURCE)
        if (es) found.push(`${file}:${i + 1}: ${es[0].trim()}`)
        if (nl) found.push(`${file}:${i + 1}: ${nl[0].trim()}`)
      })
  }
  assert.deepEqual(found, [])
})
