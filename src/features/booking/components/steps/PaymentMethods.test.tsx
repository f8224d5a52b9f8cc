import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from 'design-system/testing'
import type { PaymentContract } from '~/api-contract/constants'
import { paymentMethods } from '../../model/payment-methods'

const simulation = (product_code: string, parts: number) => ({
  product_code,
  customer_fees: 12,
  total_amount: 1212,
  simulated_installments: Array.from({ length: parts }, (_, i) => ({ date: `2027-0${i + 1}-10`, amount: 1212 / parts })),
})
vi.mock('../../booking.functions', () => ({ simulateInstalments: vi.fn(async () => [simulation('BC3XC', 3), simulation('BC4XC', 4)]) }))
const { PaymentMethods } = await import('./PaymentMethods')

function renderMethods(value: PaymentContract | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <PaymentMethods
        orderId="100001"
        methods={paymentMethods(['CB', 'FLOA_BC3XC', 'FLOA_BC4XC'], 1200)}
        value={value}
        instalmentOpen
        totalCents={120_000}
        error={undefined}
        onChange={() => {}}
      />
    </QueryClientProvider>,
  )
}

describe('PaymentMethods', () => {
  it('shows the schedule of the chosen instalment product only', async () => {
    renderMethods('FLOA_BC3XC')
    const heading = await screen.findByRole('heading', { name: 'Échéancier : payer en 3 fois' })
    expect(screen.queryByRole('heading', { name: 'Échéancier : payer en 4 fois' })).not.toBeInTheDocument()
    // Its dates and amounts, as the trip page and its PDF write them.
    const rows = within(heading.parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/[\u202f\u00a0]/g, ' '))
    expect(rows).toEqual(['10/01/2027404,00 €', '10/02/2027404,00 €', '10/03/2027404,00 €'])
  })
  it('shows no schedule before a product is chosen; the entry states the fees', async () => {
    renderMethods(null)
    expect(screen.getByRole('radio', { name: /^Payer en plusieurs fois.*frais de 1,45\s%\sen 3 fois, 2,2\s%\sen 4 fois/ })).toBeInTheDocument()
    expect(await screen.findByRole('radio', { name: /Payer en 4 fois/ })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /^Échéancier/ })).not.toBeInTheDocument()
  })
})
