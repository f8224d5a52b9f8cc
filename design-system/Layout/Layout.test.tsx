import { render, screen } from '../testing'
import { describe, expect, it } from 'vitest'
import { Box, Columns, Inline, Stack } from './Layout'

describe('Layout', () => {
  it('Box renders the element asked for with sprinkle classes and keeps DOM props', () => {
    render(
      <Box as="section" padding="md" aria-label="Zone" data-testid="box">
        contenu
      </Box>,
    )
    const box = screen.getByRole('region', { name: 'Zone' })
    expect(box.tagName).toBe('SECTION')
    expect(box.className).not.toBe('')
    expect(box).not.toHaveAttribute('padding')
  })
  it('Stack as a list renders li items', () => {
    render(
      <Stack asList>
        <span>Un</span>
        <span>Deux</span>
      </Stack>,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })
  it('Inline and Columns render their children', () => {
    render(
      <>
        <Inline>
          <span>A</span>
        </Inline>
        <Columns columns={{ xs: 1, md: 3 }}>
          <span>B</span>
        </Columns>
      </>,
    )
    expect(screen.getByText('A')).toBeInTheDocument()
    expect(screen.getByText('B')).toBeInTheDocument()
  })
})
