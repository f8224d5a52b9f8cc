import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Disclosure, Skeleton } from 'design-system'
import { useSearchUpdate } from '~/app/search-params'
import type { FlightSearchParams } from '../../search.schema'
import { graphHeight } from './PriceGraph.css'

// The chart (visx, its prices) loads when the graph is first opened: none of it in /search's first JS.
const PriceChart = lazy(() => import('./PriceChart'))

const placeholder = <Skeleton height={graphHeight} radius={12} />

/**
 * 'Évolution des prix': a disclosure over the lowest price of each departure day ±30 days around
 * the search; opened or closed in the URL (`priceGraph`), closed by default.
 */
export function PriceGraph({ params }: { params: FlightSearchParams }) {
  const update = useSearchUpdate('/search')
  return (
    <Disclosure title="Évolution des prix" level={3} isExpanded={params.priceGraph} onExpandedChange={(open) => update({ priceGraph: open })}>
      {params.priceGraph ? (
        <ClientOnly fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <PriceChart
              params={params}
              placeholder={placeholder}
              onPick={(departure, ret) => update({ departure, return: ret ?? undefined, detail: undefined }, { push: true })}
            />
          </Suspense>
        </ClientOnly>
      ) : null}
    </Disclosure>
  )
}
