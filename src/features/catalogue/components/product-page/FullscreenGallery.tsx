import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { IconButton, VisuallyHidden } from 'design-system'
import type { Product } from '~/api-contract/catalogue'
import * as styles from './Gallery.css'

/** A horizontal touch move longer than this (px) turns the page. */
const SWIPE_MIN = 40

export interface FullscreenGalleryProps {
  images: Product['image_gallery']
  title: string
  /** The first image shown (0-based). */
  startIndex?: number
  onClose: () => void
}

/**
 * The product's photos full screen: one at a time with its caption and 'n / N', arrows (buttons
 * and keyboard, wrapping around), swipe on touch; Escape or 'Fermer' closes it and react-aria
 * returns focus to the element that opened it.
 */
export default function FullscreenGallery({ images, title, startIndex = 0, onClose }: FullscreenGalleryProps) {
  const [index, setIndex] = useState(Math.min(Math.max(0, startIndex), images.length - 1))
  const swipeStart = useRef<number | null>(null)
  const count = images.length
  const go = (step: number) => setIndex((i) => (i + step + count) % count)
  const image = images[index]!
  // On the document: the arrows turn the page wherever focus sits in the modal (nothing else is reachable).
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
      e.preventDefault()
      setIndex((i) => (i + (e.key === 'ArrowRight' ? 1 : -1) + count) % count)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [count])
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.pointerType === 'mouse' ? null : e.clientX
  }
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return
    const dx = e.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(dx) >= SWIPE_MIN) go(dx < 0 ? 1 : -1)
  }
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={`Photos : ${title}`}>
          <div className={styles.bar}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            <p className={styles.counter} aria-live="polite">
              <span aria-hidden="true">{`${index + 1} / ${count}`}</span>
              <VisuallyHidden>{`Photo ${index + 1} sur ${count}`}</VisuallyHidden>
            </p>
            <IconButton icon={X} variant="overlay" aria-label="Fermer" onPress={onClose} />
          </div>
          <figure className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
            <img
              key={image.url}
              src={image.url}
              alt={image.text}
              width={1200}
              height={800}
              sizes="100vw"
              loading="lazy"
              decoding="async"
              draggable={false}
              className={styles.image}
            />
            {/* The caption repeats the image's text alternative: shown, not read twice. */}
            <figcaption className={styles.caption} aria-hidden="true">
              {image.text}
            </figcaption>
          </figure>
          {count > 1 ? (
            <>
              <IconButton
                icon={ChevronLeft}
                variant="overlay"
                aria-label="Photo précédente"
                onPress={() => go(-1)}
                className={`${styles.arrow} ${styles.prev}`}
              />
              <IconButton
                icon={ChevronRight}
                variant="overlay"
                aria-label="Photo suivante"
                onPress={() => go(1)}
                className={`${styles.arrow} ${styles.next}`}
              />
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
