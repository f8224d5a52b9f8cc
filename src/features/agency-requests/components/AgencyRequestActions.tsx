import { lazy, Suspense, useState } from 'react'
import { Button, vars } from 'design-system'
import type { AgencyRequestKind } from '~/api-contract/agency-requests'
import type { Agency } from '~/api-contract/agencies'
import { useAgency } from '~/features/agencies'
import type { RequestSelection } from './RequestDialog'

const RequestDialog = lazy(() => import('./RequestDialog').then((m) => ({ default: m.RequestDialog })))

/** 'Demander un devis' and 'Poser une option': the agency first (the flights' drawer), then the form, loaded on press. */
export function AgencyRequestActions({ selection }: { selection: RequestSelection }) {
  const { requireAgency } = useAgency()
  const [open, setOpen] = useState<{ kind: AgencyRequestKind; agency: Agency } | null>(null)
  const ask = (kind: AgencyRequestKind) => requireAgency((agency) => setOpen({ kind, agency }))
  return (
    // Inline (no class): the page's server HTML is styled before any of this domain's sheets load.
    <div style={{ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md }}>
      <Button variant="secondary" onPress={() => ask('quote')}>
        Demander un devis
      </Button>
      <Button variant="tertiary" onPress={() => ask('option')}>
        Poser une option
      </Button>
      <Suspense fallback={null}>
        {open ? <RequestDialog kind={open.kind} agency={open.agency} selection={selection} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </div>
  )
}
