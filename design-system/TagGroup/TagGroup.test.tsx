import { render, screen } from '../testing'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tag, TagGroup } from './TagGroup'

describe('TagGroup', () => {
  it('removes a tag with its button or Backspace, and clears all', async () => {
    const onRemove = vi.fn()
    const onClearAll = vi.fn()
    render(
      <TagGroup label="Filtres" onRemove={onRemove} onClearAll={onClearAll}>
        <Tag id="crete">Crète</Tag>
        <Tag id="club">Club</Tag>
      </TagGroup>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Crète' }))
    expect(onRemove).toHaveBeenLastCalledWith(new Set(['crete']))
    await userEvent.tab()
    await userEvent.keyboard('{Backspace}')
    expect(onRemove).toHaveBeenCalledTimes(2)
    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }))
    expect(onClearAll).toHaveBeenCalled()
  })
})
