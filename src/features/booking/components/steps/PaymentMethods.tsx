import { useQuery } from '@tanstack/react-query'
import { Alert, formatPrice, Radio, RadioGroup, Skeleton } from 'design-system'
import type { PaymentContract } from '~/api-contract/constants'
import { instalmentFees } from '~/lib/instalment-offer'

import { instalmentsQuery } from '../../booking.queries'
import { PAYMENT_METHOD_LABELS, productCode, scheduleLines, type PaymentMethods as Methods } from '../../model/payment-methods'
import * as styles from './steps.css'

export const INSTALMENT_ENTRY = 'INSTALMENT'

/**
 * The agency's payment methods; FLOA contracts under one entry 'Payer en plusieurs fois' that
 * lists the simulated schedules (payment/floa/simulate). Choosing a direct method closes the
 * instalment list; opening it clears the method until a product is chosen.
 */
export function PaymentMethods({
  orderId,
  methods,
  value,
  instalmentOpen,
  totalCents,
  error,
  onChange,
}: {
  orderId: string
  methods: Methods
  value: PaymentContract | null
  instalmentOpen: boolean
  totalCents: number
  error: string | undefined
  onChange: (method: PaymentContract | null, instalmentOpen: boolean) => void
}) {
  const simulations = useQuery({ ...instalmentsQuery(orderId, totalCents), enabled: instalmentOpen && methods.instalments.length > 0 })
  const topValue = instalmentOpen ? INSTALMENT_ENTRY : value
  const options = (simulations.data ?? []).flatMap((option) => {
    const code = methods.instalments.find((c) => productCode(c) === option.product_code)
    return code ? [{ code, option }] : []
  })
  // Only the chosen product's schedule, before paying (none before a choice: each radio gives its fees and total).
  const chosen = options.find(({ code }) => code === value)
  return (
    <div className={styles.group}>
      <RadioGroup
        label="Moyen de paiement"
        isRequired
        validationBehavior="aria"
        value={topValue}
        onChange={(key) => (key === INSTALMENT_ENTRY ? onChange(null, true) : onChange(key as PaymentContract, false))}
        errorMessage={error}
      >
        {methods.direct.map((code) => (
          <Radio key={code} value={code}>
            {PAYMENT_METHOD_LABELS[code]}
          </Radio>
        ))}
        {methods.instalments.length > 0 ? (
          <Radio value={INSTALMENT_ENTRY} description={`Avec notre partenaire FLOA, ${instalmentFees()}, sous réserve d'acceptation`}>
            Payer en plusieurs fois
          </Radio>
        ) : null}
      </RadioGroup>
      {instalmentOpen ? (
        <div className={styles.indent}>
          {simulations.isPending ? (
            <Skeleton height={96} />
          ) : simulations.isError || options.length === 0 ? (
            <Alert tone="warning">Le paiement en plusieurs fois est indisponible pour le moment. Choisissez un autre moyen de paiement.</Alert>
          ) : (
            <>
              <RadioGroup
                label="Nombre d'échéances"
                isRequired
                validationBehavior="aria"
                value={value}
                onChange={(key) => onChange(key as PaymentContract, true)}
                errorMessage={error && !value ? error : undefined}
              >
                {options.map(({ code, option }) => (
                  <Radio key={code} value={code} description={`Frais : ${formatPrice(option.customer_fees)} · Total : ${formatPrice(option.total_amount)}`}>
                    {PAYMENT_METHOD_LABELS[code]}
                  </Radio>
                ))}
              </RadioGroup>
              {chosen ? (
                <div className={styles.group}>
                  <h3 className={styles.groupTitle}>Échéancier : {PAYMENT_METHOD_LABELS[chosen.code].toLowerCase()}</h3>
                  <ul className={styles.schedule}>
                    {scheduleLines(chosen.option.simulated_installments).map((line, i) => (
                      <li key={i}>
                        <span>{line.date}</span>
                        <span>{line.amount}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  )
}
