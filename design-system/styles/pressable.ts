/**
 * react-aria's own style sheet for pressable elements (`usePress`: no double-tap-to-zoom delay
 * on touch), for the page's head, so that the server sends it. react-aria otherwise adds it to
 * the head when the first pressable element hydrates (unless an element with its id is there
 * already): a style sheet inserted before the page's others makes the browser register the font
 * faces again, and lay out every text of the page once more (a long task during hydration). The text is react-aria's (`usePress`), id included.
 */
export const pressableStyle = {
  id: 'react-aria-pressable-style',
  children: '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
}
