import { Button, Checkbox, formatPrice } from 'design-system'
import { toEuros } from '../../model/money'
import { PASSENGER_TYPE_LABELS, type AncillaryItem, type AncillaryOffer, type BookingDraft } from '../../model/types'
import { useBooking } from '../shell/BookingContext'
import { StepNav } from '../shell/StepNav'
import { useStepAction } from '../shell/useStepAction'
import * as shell from '../shell/BookingShell.css'
import * as styles from './steps.css'

const euros = (cents: number) => (cents === 0 ? 'Inclus' : formatPrice(toEuros(cents)))

/** Options of one passenger grouped by option code, each with its directions. */
export function groupByOption(items: readonly AncillaryItem[], passengerIndex: number): { code: string; name: string; items: AncillaryItem[] }[] {
  const groups = new Map<string, { code: string; name: string; items: AncillaryItem[] }>()
  for (const item of items) {
    if (item.passengerIndex !== passengerIndex) continue
    const group = groups.get(item.code) ?? { code: item.code, name: item.name, items: [] }
    group.items.push(item)
    groups.set(item.code, group)
  }
  return [...groups.values()].map((g) => ({ ...g, items: g.items.sort((a, b) => a.segment - b.segment) }))
}

/** Selecting the combined card selects every direction; it is selected when all are. */
export function toggleAll(selected: readonly string[], ids: readonly string[]): string[] {
  const all = ids.every((id) => selected.includes(id))
  return all ? selected.filter((id) => !ids.includes(id)) : [...selected, ...ids.filter((id) => !selected.includes(id))]
}

const toggle = (selected: readonly string[], id: string, on: boolean) => (on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id))

function RegularOptions({
  offer,
  draft,
  setSelection,
}: {
  offer: Extract<AncillaryOffer, { kind: 'regular' }>
  draft: BookingDraft
  setSelection: (next: string[]) => void
}) {
  const label = (segment: number) => (segment === 0 ? 'Aller et retour' : (offer.segments.find((s) => s.index === segment)?.label ?? `Trajet ${segment}`))
  return (
    <>
      {draft.passengers.map((passenger, p) => {
        const groups = groupByOption(offer.items, p)
        if (groups.length === 0) return null
        const name = `${passenger.firstName} ${passenger.lastName}`.trim()
        const headingId = `options-p${p}`
        return (
          <section key={p} className={shell.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={shell.sectionTitle}>
              Passager {p + 1} ({PASSENGER_TYPE_LABELS[passenger.type]}){name ? ` : ${name}` : ''}
            </h2>
            <ul className={styles.cards}>
              {groups.map((group) => {
                const ids = group.items.map((i) => i.externalId)
                const total = group.items.reduce((sum, i) => sum + i.priceCents, 0)
                const all = ids.every((id) => draft.ancillaries.includes(id))
                const titleId = `${headingId}-${group.code}`
                return (
                  <li key={group.code} className={styles.card} data-selected={all || undefined}>
                    <div className={styles.cardHead}>
                      <h3 id={titleId} className={styles.cardTitle}>
                        {group.name}
                      </h3>
                      <span className={total === 0 ? styles.included : styles.cardPrice}>{euros(total)}</span>
                    </div>
                    {total === 0 ? (
                      <p className={shell.muted}>Inclus dans votre billet{group.items.length > 1 ? ", à l'aller et au retour" : ''}.</p>
                    ) : (
                      <>
                        <div className={styles.directions} role="group" aria-labelledby={titleId}>
                          {group.items.map((item) => (
                            <Checkbox
                              key={item.externalId}
                              isSelected={draft.ancillaries.includes(item.externalId)}
                              onChange={(on) => setSelection(toggle(draft.ancillaries, item.externalId, on))}
                            >
                              {label(item.segment)} · {euros(item.priceCents)}
                            </Checkbox>
                          ))}
                        </div>
                        <Button
                          variant={all ? 'primary' : 'secondary'}
                          aria-pressed={all}
                          aria-describedby={titleId}
                          onPress={() => setSelection(toggleAll(draft.ancillaries, ids))}
                        >
                          {all ? 'Sélectionné' : 'Sélectionner'}
                        </Button>
                      </>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </>
  )
}

function LowCostOptions({
  offer,
  draft,
  setSelection,
}: {
  offer: Extract<AncillaryOffer, { kind: 'low-cost' }>
  draft: BookingDraft
  setSelection: (next: string[]) => void
}) {
  return (
    <section className={shell.section} aria-labelledby="lc-options">
      <h2 id="lc-options" className={shell.sectionTitle}>
        Options de la compagnie
      </h2>
      <p className={shell.muted}>Prix pour l&apos;ensemble des voyageurs.</p>
      <ul className={styles.cards}>
        {offer.items.map((item) => {
          const selected = draft.ancillaries.includes(item.id)
          const titleId = `lc-${item.id}`
          return (
            <li key={item.id} className={styles.card} data-selected={selected || undefined}>
              <div className={styles.cardHead}>
                <h3 id={titleId} className={styles.cardTitle}>
                  {item.name}
                </h3>
                <span className={item.priceCents === 0 ? styles.included : styles.cardPrice}>{euros(item.priceCents)}</span>
              </div>
              <p className={shell.muted}>{item.description}</p>
              {item.priceCents > 0 ? (
                <Button
                  variant={selected ? 'primary' : 'secondary'}
                  aria-pressed={selected}
                  aria-describedby={titleId}
                  onPress={() => setSelection(toggle(draft.ancillaries, item.id, !selected))}
                >
                  {selected ? 'Sélectionné' : 'Sélectionner'}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Options per passenger and direction ('Aller' / 'Retour', a combined card for both), or the low-cost carrier's options. */
export function AncillariesStep() {
  const { view, draft, update, goBack } = useBooking()
  const { run, loading, dialogs } = useStepAction('ancillaries')
  const offer = view.ancillaries
  const setSelection = (ancillaries: string[]) => update((d) => ({ ...d, ancillaries }))
  return (
    <div className={shell.main}>
      {offer?.kind === 'regular' ? <RegularOptions offer={offer} draft={draft} setSelection={setSelection} /> : null}
      {offer?.kind === 'low-cost' ? <LowCostOptions offer={offer} draft={draft} setSelection={setSelection} /> : null}
      <StepNav onPrevious={() => void goBack('ancillaries')} onContinue={() => void run()} loading={loading} />
      {dialogs}
    </div>
  )
}
