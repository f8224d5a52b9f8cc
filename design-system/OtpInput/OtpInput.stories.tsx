import type { Story } from '@ladle/react'
import { useRef, useState } from 'react'
import { Button } from '../Button/Button'
import { Stack } from '../Layout/Layout'
import { OtpInput, type OtpInputHandle } from './OtpInput'

export const Defaut: Story = () => {
  const [code, setCode] = useState('')
  return (
    <Stack space="md" align="flex-start">
      <OtpInput value={code} onChange={setCode} description="Un code a été envoyé à jea•••@exemple.fr" />
      <Button isDisabled={code.length < 6}>Continuer</Button>
    </Stack>
  )
}
export const Rempli: Story = () => {
  const [code, setCode] = useState('482913')
  return <OtpInput value={code} onChange={setCode} />
}
export const Invalide: Story = () => {
  const [code, setCode] = useState('')
  const ref = useRef<OtpInputHandle>(null)
  return (
    <Stack space="md" align="flex-start">
      <OtpInput ref={ref} value={code} onChange={setCode} errorMessage="Code incorrect ou expiré" />
      <Button
        variant="secondary"
        onPress={() => {
          setCode('')
          ref.current?.focus()
        }}
      >
        Recommencer
      </Button>
    </Stack>
  )
}
export const Desactive: Story = () => <OtpInput value="12" onChange={() => {}} isDisabled />
