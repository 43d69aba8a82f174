/**
 * `npm run check-config`: the CMS's production guard (production-guard.mjs) for the environment as it is, checked
 * as NODE_ENV=production, without starting anything. Exit 0 and one "OK" line, or exit 1 and the refusal's lines.
 */
import { cmsProductionProblems, refusalText } from '../production-guard.mjs'

const problems = cmsProductionProblems({ ...process.env, NODE_ENV: 'production' })
if (problems.length) {
  console.error(refusalText(problems))
  process.exit(1)
}
console.log('CMS: configuration OK for NODE_ENV=production')
