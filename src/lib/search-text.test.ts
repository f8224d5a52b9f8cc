import { describe, expect, it } from 'vitest'
import { foldSearchText } from './search-text'

describe('foldSearchText', () => {
  it('ignores case, accents and punctuation, and spells out St/Ste', () => {
    for (const typed of ['Saint-Étienne', 'saint etienne', 'ST ETIENNE', '  st-étienne ']) expect(foldSearchText(typed)).toBe('saint etienne')
    expect(foldSearchText('Sainte-Foy-lès-Lyon')).toBe('sainte foy les lyon')
    expect(foldSearchText('Ste Foy')).toBe('sainte foy')
    expect(foldSearchText("L'Haÿ-les-Roses")).toBe('l hay les roses')
  })

  it('keeps words that only start like St', () => {
    expect(foldSearchText('Strasbourg')).toBe('strasbourg')
    expect(foldSearchText('Étel')).toBe('etel')
    expect(foldSearchText('Ste', { literal: true })).toBe('ste')
  })
})
