import { Images } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { Product } from '~/api-contract/catalogue'
import * as styles from './Gallery.css'

const loadGallery = () => import('./FullscreenGallery')
const FullscreenGallery = lazy(loadGallery)

/**
 * 'Voir les N photos': opens the full-screen gallery, whose code loads on first hover, focus or
 * press (focus stays on this button meanwhile, and returns to it when the gallery closes).
 */
export function GalleryButton({ images, title }: { images: Product['image_gallery']; title: string }) {
  const [open, setOpen] = useState(false)
  if (images.length === 0) return null
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onPointerEnter={loadGallery} onFocus={loadGallery} onClick={() => setOpen(true)}>
        <Images size={18} aria-hidden="true" />
        {images.length > 1 ? `Voir les ${images.length} photos` : 'Voir la photo'}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FullscreenGallery images={images} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
