// @vitest-environment node
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** `npm run lint` refuses a feature's form built on TanStack Form's own hooks: forms use app/form. */
const root = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}.config/eslint.config.js` })

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('one form model', () => {
  it('refuses useForm (and the form hook factories) outside app/form', async () => {
    const errors = await importErrors(
      'src/features/account/components/fixture.tsx',
      "import { useForm } from '@tanstack/react-form'\nexport const f = useForm\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain("Forms use useAppForm from '~/app/form'")
    expect(
      await importErrors('src/routes/fixture.tsx', "import { createFormHook } from '@tanstack/react-form'\nexport const f = createFormHook\n"),
    ).toHaveLength(1)
  })

  it('lets app/form build the hook, and features use it (and read a form store)', async () => {
    expect(
      await importErrors(
        'src/app/form/fixture.ts',
        "import { createFormHook, useForm } from '@tanstack/react-form'\nexport const f = [createFormHook, useForm]\n",
      ),
    ).toEqual([])
    const feature = "import { useStore } from '@tanstack/react-form'\nimport { useAppForm } from '~/app/form'\nexport const f = [useStore, useAppForm]\n"
    expect(await importErrors('src/features/account/components/fixture.tsx', feature)).toEqual([])
  })

  it('still refuses msw/node outside the server and tests', async () => {
    expect(
      await importErrors('src/features/account/components/fixture.ts', "import { setupServer } from 'msw/node'\nexport const s = setupServer\n"),
    ).toHaveLength(1)
  })
})
