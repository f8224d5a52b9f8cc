import { useState } from 'react'
import { Button } from 'design-system'
import { SimpleModal } from '../shell/LazyDialogs'
import * as styles from './steps.css'

/** A term's page (the destination's formalities), read in a dialog from beside its box. */
export function TermPage({ label, title, html }: { label: string; title: string; html: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="ghost" size="sm" className={styles.termPageButton} onPress={() => setOpen(true)}>
        {label}
      </Button>
      <SimpleModal isOpen={open} onOpenChange={setOpen} title={title} mainAction={{ label: 'Fermer' }}>
        {/* Sanitised on the server (content-pages/sanitize.server.ts). */}
        <div className={styles.termPage} dangerouslySetInnerHTML={{ __html: html }} />
      </SimpleModal>
    </>
  )
}
