/** The seed's French "près de": the landmark's article is contracted with "de". */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deFr } from '../src/seed/french'
import { CITY_FACTS } from '../src/seed/city-data'

test('de + article: du, des, de la, de l’, de', () => {
  assert.equal(`près ${deFr('Tour Eiffel')}`, 'près de la Tour Eiffel')
  assert.equal(`près ${deFr('Palais de Buckingham')}`, 'près du Palais de Buckingham')
  assert.equal(`près ${deFr('Thermes romains')}`, 'près des Thermes romains')
  assert.equal(`près ${deFr('Atomium')}`, 'près de l’Atomium')
  assert.equal(`près ${deFr('Notre-Dame de Paris')}`, 'près de Notre-Dame de Paris')
})

test('every landmark the seed writes after "près" (the first and the third of each city) has its article', () => {
  for (const [city, facts] of Object.entries(CITY_FACTS)) {
    for (const i of [0, 2]) {
      const name = facts.landmarks[i]!.name.fr
      if (name === 'Notre-Dame de Paris') continue // a proper name without article
      assert.notEqual(deFr(name), `de ${name}`, `${city}: ${name}`)
    }
  }
})
