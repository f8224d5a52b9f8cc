// @vitest-environment node
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * `npm run lint` fails on an import across the house's boundaries (DESIGN.md): these run the
 * project's real ESLint config on fixture sources placed, by their file path, in each layer.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}.config/eslint.config.js` })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  return result!.messages.filter((m) => m.ruleId === 'house/boundaries').map((m) => m.message)
}

describe('import boundaries', () => {
  it('refuses a reach into another domain, by alias or relative path', async () => {
    expect(await boundaryErrors('src/features/flights/fixture.ts', "export { AgencyLabel } from '~/features/agencies/components/AgencyLabel'\n")).toEqual([
      "another domain is reached through its index.ts, lazy.ts or server.ts only: '~/features/agencies/components/AgencyLabel' reaches into features/agencies",
    ])
    expect(
      await boundaryErrors('src/features/flights/components/results/fixture.ts', "export { useAgency } from '../../../agencies/components/AgencyContext'\n"),
    ).toHaveLength(1)
    expect(await boundaryErrors('src/routes/fixture.tsx', "export { FlightCard } from '~/features/flights/components/results/FlightCard'\n")).toHaveLength(1)
    expect(await boundaryErrors('src/routes/fixture.tsx', "export const load = () => import('~/features/flights/flights.queries')\n")).toHaveLength(1)
  })

  it('lets a domain use another through its doors, and its own files freely', async () => {
    const code =
      "export { AgencyLabel } from '~/features/agencies'\nexport { FlightsLanding } from '~/features/flights/lazy'\nexport { toSearchData } from '../search-data'\n"
    expect(await boundaryErrors('src/features/flights/components/fixture.ts', code)).toEqual([])
    expect(await boundaryErrors('src/routes/fixture.tsx', "export { FlightResults } from '~/features/flights'\nexport { Page } from '~/app/Page'\n")).toEqual(
      [],
    )
  })

  it('keeps the page-delivery platform free of domains and apps, and its host processes out of the app', async () => {
    expect(await boundaryErrors('src/platform/fixture.ts', "export { useAgency } from '~/features/agencies'\n")).toEqual([
      'platform must not import a feature (~/features/agencies)',
    ])
    expect(await boundaryErrors('src/platform/fixture.ts', "export { config } from '~/server/config'\n")).toEqual([
      'platform must not import server (~/server/config)',
    ])
    expect(await boundaryErrors('src/features/flights/fixture.ts', "export { logger } from '~/platform/host/load-shed.mjs'\n")).toEqual([
      'features/flights must not import host (~/platform/host/load-shed.mjs)',
    ])
    expect(
      await boundaryErrors(
        'src/platform/host/fixture.ts',
        "export { config } from '~/server/config'\nexport { rootHydrated } from '~/platform/early-events'\n",
      ),
    ).toEqual([])
    expect(await boundaryErrors('src/features/flights/fixture.tsx', "export { ClickReplay } from '~/platform/ClickReplay'\n")).toEqual([])
  })

  it('keeps the layers in order: app, lib, the API contract, the demo API and the design system', async () => {
    expect(await boundaryErrors('src/app/fixture.tsx', "export { useAgency } from '~/features/agencies'\n")).toEqual([
      'app must not import a feature (~/features/agencies)',
    ])
    expect(await boundaryErrors('src/demo-api/fixture.ts', "export type { FlightSearchParams } from '~/features/flights'\n")).toEqual([
      'demo-api must not import a feature (~/features/flights)',
    ])
    expect(await boundaryErrors('src/demo-api/fixture.ts', "export { apiRequest } from '~/server/api'\n")).toEqual([
      'demo-api must not import server (~/server/api)',
    ])
    expect(await boundaryErrors('src/api-contract/fixture.ts', "export { store } from '~/demo-api/store'\n")).toEqual([
      'api-contract must not import demo-api (~/demo-api/store)',
    ])
    expect(await boundaryErrors('src/lib/fixture.ts', "export { config } from '~/server/config'\n")).toEqual(['lib must not import server (~/server/config)'])
    expect(await boundaryErrors('design-system/Button/fixture.tsx', "export { Page } from '~/app/Page'\n")).toEqual([
      'design-system must not import app (~/app/Page)',
    ])
    expect(
      await boundaryErrors('src/demo-api/fixture.ts', "export { solutionSchema } from '~/api-contract/flights'\nexport { todayInParis } from '~/lib/dates'\n"),
    ).toEqual([])
  })

  it('lets only *.functions.ts and *.server.ts modules import the server', async () => {
    const code = "export { apiRequest } from '~/server/api'\n"
    const refused = ['only *.functions.ts and *.server.ts modules import server (~/server/api): move this code to a *.server.ts module']
    expect(await boundaryErrors('src/features/flights/search-cache.ts', code)).toEqual(refused)
    expect(await boundaryErrors('src/features/flights/components/results/fixture.tsx', code)).toEqual(refused)
    expect(await boundaryErrors('src/routes/fixture.tsx', code)).toEqual(refused)
    expect(await boundaryErrors('src/features/flights/search-cache.server.ts', code)).toEqual([])
    expect(await boundaryErrors('src/features/flights/flights.functions.ts', code)).toEqual([])
    expect(await boundaryErrors('src/features/flights/fixture.test.ts', code)).toEqual([])
    expect(await boundaryErrors('src/server/fixture.ts', "export { getItem } from './store'\n")).toEqual([])
    expect(await boundaryErrors('src/routes/api/fixture.ts', "export { revalidate } from '~/server/revalidate'\n")).toEqual([])
  })
})
