import { describe, expect, it } from 'vitest'
import { fieldMessage, sameMessages, serverMessage, valueAt } from './search-form-errors'

const initialValues = {
  from: null,
  fromInputValue: 'XXX',
  to: null,
  toInputValue: '',
  adults: 1,
  childrens: 0,
  infants: 2,
  destinations: [{ departure: '2026-12-01' }],
}
const initialErrors = { from: 'Lieu inconnu', infants: 'Pas plus de bébés que d’adultes', 'destinations[0].departure': 'Date passée' }
const server = (values: object, submitted = false) => ({ initialErrors, initialValues, values: { ...initialValues, ...values }, submitted })

describe('the flight search form messages', () => {
  it('valueAt reads a field path, nested rows included', () => {
    expect(valueAt(initialValues, 'fromInputValue')).toBe('XXX')
    expect(valueAt(initialValues, 'destinations[0].departure')).toBe('2026-12-01')
    expect(valueAt(initialValues, 'destinations[3].departure')).toBeUndefined()
  })

  it("the server's message stands until its field, a related field, or a submit changes it", () => {
    expect(serverMessage('from', server({}))).toBe('Lieu inconnu')
    expect(serverMessage('from', server({ fromInputValue: 'XX' }))).toBeUndefined()
    expect(serverMessage('from', server({ from: { code: 'PAR' } }))).toBeUndefined()
    expect(serverMessage('to', server({}))).toBeUndefined()
    expect(serverMessage('infants', server({ adults: 2 }))).toBeUndefined()
    expect(serverMessage('infants', server({ toInputValue: 'Lis' }))).toBe('Pas plus de bébés que d’adultes')
    expect(serverMessage('destinations[0].departure', server({ destinations: [{ departure: '2026-12-02' }] }))).toBeUndefined()
    expect(serverMessage('from', server({}, true))).toBeUndefined()
  })

  it("the form's own rule speaks first", () => {
    const meta = { from: { errors: [{ message: 'Requise' }] }, to: { errors: [] } }
    expect(fieldMessage('from', meta, server({}))).toBe('Requise')
    expect(fieldMessage('to', meta, server({}))).toBeUndefined()
    expect(fieldMessage('infants', meta, server({}))).toBe('Pas plus de bébés que d’adultes')
  })

  it('two meta states compare by their messages only', () => {
    expect(sameMessages({ from: { errors: ['Requise'] } }, { from: { errors: ['Requise'], isTouched: true } })).toBe(true)
    expect(sameMessages({ from: { errors: ['Requise'] } }, { from: { errors: [] } })).toBe(false)
    expect(sameMessages({}, { to: { errors: [undefined] } })).toBe(true)
  })
})
