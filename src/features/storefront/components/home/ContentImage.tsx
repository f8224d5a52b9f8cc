import type { ContentImage as Image } from '~/api-contract/storefront'

export interface ContentImageProps {
  image: Image
  /** The `sizes` of the image's slot (used with its renditions). */
  sizes: string
  /** Defaults to the image's own alt text, then its title; '' for a decorative image. */
  alt?: string
  /** The page's main image (LCP): loaded first, not lazily. */
  priority?: boolean
  /** Intrinsic size when the content does not give one (explicit sizes: no layout shift). */
  width?: number
  height?: number
  className?: string
}

/**
 * An image of the content with its renditions as `srcset` (the URLs as the host gives them),
 * explicit dimensions, lazy unless it is the page's main image, which is eager and fetched with
 * high priority.
 */
export function ContentImage({ image, sizes, alt, priority, width, height, className }: ContentImageProps) {
  const srcSet = image.renditions?.length ? image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ') : undefined
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? width}
      height={image.height ?? height}
      alt={alt ?? image.alt ?? image.title}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}
