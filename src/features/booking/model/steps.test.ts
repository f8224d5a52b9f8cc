import { describe, expect, it } from 'vitest'
import { activeSteps, nextStep, previousStep, resumeStep } from './steps'
import { paymentMethods, productCode, scheduleLines } from './payment-methods'

describe('booking steps with skips', () => {
  it('skipped steps are bypassed both ways', () => {
    const skipped = ['fares', 'ancillaries'] as const
    expect(activeSteps(skipped)).toEqual(['passengers', 'contact', 'insurance', 'summary'])
    expect(nextStep('contact', skipped)).toBe('insurance')
    expect(previousStep('insurance', skipped)).toBe('contact')
    expect(previousStep('passengers', skipped)).toBeNull()
    expect(nextStep('summary', [])).toBeNull()
  })
  it('resumes at the first step not completed, and a skipped step gives way to the next', () => {
    expect(resumeStep('summary', [], ['fares', 'passengers'])).toBe('contact')
    expect(resumeStep('passengers', [], ['fares'])).toBe('passengers')
    expect(resumeStep('fares', ['fares'], [])).toBe('passengers')
    expect(resumeStep('insurance', ['insurance'], ['fares', 'passengers', 'contact', 'ancillaries'])).toBe('summary')
  })
})

describe('payment methods from the agency contracts', () => {
  it('groups the FLOA contracts under one instalment entry, keeps the spec order', () => {
    expect(paymentMethods(['FLOA_BC4XC', 'CB', 'FLOA_BC3XC', '3DS', 'UNKNOWN'], 1200)).toEqual({
      direct: ['CB', '3DS'],
      instalments: ['FLOA_BC3XC', 'FLOA_BC4XC'],
    })
    expect(paymentMethods(['CB', 'ANCV', 'MULTI_CB'], 1200)).toEqual({ direct: ['CB', 'ANCV', 'MULTI_CB'], instalments: [] })
    expect(productCode('FLOA_BC3XC')).toBe('BC3XC')
  })
  it('offers instalments from the offer minimum only', () => {
    expect(paymentMethods(['CB', 'FLOA_BC3XC'], 99.99)).toEqual({ direct: ['CB'], instalments: [] })
    expect(paymentMethods(['CB', 'FLOA_BC3XC'], 100)).toEqual({ direct: ['CB'], instalments: ['FLOA_BC3XC'] })
  })
  it('formats a schedule as the trip page and its PDF do', () => {
    expect(scheduleLines([{ date: '2027-01-10', amount: 338.18 }]).map((l) => `${l.date} ${l.amount}`.replace(/[\u202f\u00a0]/g, ' '))).toEqual([
      '10/01/2027 338,18 €',
    ])
  })
})
