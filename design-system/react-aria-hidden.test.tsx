import { renderToString } from 'react-dom/server'
import { VisuallyHidden } from 'react-aria'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox/Checkbox'
import { Slider } from './Slider/Slider'
import { act, render } from './testing'

// The build's transform of react-aria (.config/react-aria-hidden.ts), which the unit tests use too.
describe('react-aria’s visually hidden parts are hidden by a class, not an inline style', () => {
  it('the native inputs of a checkbox and a slider, in the server’s markup', () => {
    const html = renderToString(
      <>
        <Checkbox>Vols directs</Checkbox>
        <Slider label="Prix" defaultValue={[100, 400]} minValue={0} maxValue={500} />
      </>,
    )
    expect(html.match(/class="ra-visually-hidden"/g)).toHaveLength(3)
    expect(html).not.toMatch(/clip:rect|clip-path:inset/)
  })

  it('a focusable hidden part is shown while it has the focus, with its own style', () => {
    const { container } = render(
      <VisuallyHidden isFocusable style={{ color: 'red' }}>
        <a href="#contenu">Aller au contenu</a>
      </VisuallyHidden>,
    )
    const wrapper = container.firstElementChild as HTMLElement
    expect(wrapper.className).toBe('ra-visually-hidden')
    expect(wrapper.style.color).toBe('red')
    act(() => container.querySelector('a')!.focus())
    expect(wrapper.className).toBe('')
    expect(wrapper.style.color).toBe('red')
  })
})
