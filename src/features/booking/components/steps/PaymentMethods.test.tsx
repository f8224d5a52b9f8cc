import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from 'design-system/testing'
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
        methods={paymentMethods(['CB', 'FLOA_BC3XC', 'FLOA_BC4XC'])}
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
    expect(await screen.findByRole('heading', { name: 'Échéancier : payer en 3 fois' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Échéancier : payer en 4 fois' })).not.toBeInTheDocument()
  })
  it('shows no schedule before a product is chosen', async () => {
    renderMethods(null)
    expect(await screen.findByRole('radio', { name: /Payer en 4 fois/ })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /^Échéancier/ })).not.toBeInTheDocument()
  })
})
