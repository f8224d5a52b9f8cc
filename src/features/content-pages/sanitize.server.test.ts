import { describe, expect, it } from 'vitest'
import { sanitizePageHtml } from './sanitize.server'

describe('sanitizePageHtml', () => {
  it('keeps the text tags of the content', () => {
    const html = '<p>Annulation <strong>toutes causes</strong></p><ul><li>Bagages</li></ul>'
    expect(sanitizePageHtml(html)).toBe(html)
  })

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src=x onerror="alert(1)"><p>b</p>', '<p>b</p>'],
    ['<p onclick="alert(1)" style="color:red">c</p>', '<p>c</p>'],
    ['<a href="javascript:alert(1)">d</a>', '<a target="_blank" rel="noopener noreferrer">d</a>'],
    ['<a href="JaVaScRiPt:alert(1)">e</a>', '<a target="_blank" rel="noopener noreferrer">e</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">f</a>', '<a target="_blank" rel="noopener noreferrer">f</a>'],
    ['<a href="//evil.example/x">g</a>', '<a target="_blank" rel="noopener noreferrer">g</a>'],
    ['<iframe src="https://evil.example"></iframe><p>h</p>', '<p>h</p>'],
    ['<svg><script>alert(1)</script></svg><p>i</p>', '<p>i</p>'],
    ['<style>p{display:none}</style><p>j</p>', '<p>j</p>'],
    ['<form action="/x"><input name="y"><button>k</button></form>', 'k'],
    ['<p>l<!-- <script>alert(1)</script> --></p>', '<p>l</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', ''],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ])('removes what can run: %s', (input, expected) => {
    expect(sanitizePageHtml(input)).toBe(expected)
  })

  it('keeps safe links, opening apart without opener', () => {
    expect(sanitizePageHtml('<a href="https://assureur.example/cg" onclick="x()">Conditions</a>')).toBe(
      '<a href="https://assureur.example/cg" target="_blank" rel="noopener noreferrer">Conditions</a>',
    )
  })
})
