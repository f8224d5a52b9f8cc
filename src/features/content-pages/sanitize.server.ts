import sanitizeHtml from 'sanitize-html'

/**
 * Insurance descriptions and formalities come as HTML from the pages call: kept to a small set of text tags,
 * on the server (no HTML parser in the browser). Scripts, styles, event handlers, inline styles
 * and `javascript:` / `data:` links are removed; links open apart, without opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'small'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is dropped with them, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
    // Headings of the content sit under the card's own title.
    h1: 'h4',
    h2: 'h4',
  },
}

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}
