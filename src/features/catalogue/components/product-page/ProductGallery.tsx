import { Carousel } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import * as styles from './Gallery.css'
import { GalleryButton } from './GalleryButton'

/** The product's photo strip, with 'Voir les N photos' opening them full screen. */
export function ProductGallery({ images, title }: { images: Product['image_gallery']; title: string }) {
  return (
    <div className={styles.frame}>
      <Carousel images={images.map((img) => ({ src: img.url, alt: img.text }))} aria-label={`Photos : ${title}`} aspectRatio="16 / 9" />
      <GalleryButton images={images} title={title} />
    </div>
  )
}
