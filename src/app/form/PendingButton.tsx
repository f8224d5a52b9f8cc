import { Button, Spinner, type ButtonProps } from 'design-system'

export interface PendingButtonProps extends Omit<ButtonProps, 'isLoading' | 'loadingLabel' | 'iconStart'> {
  isPending: boolean
  /** Said by the spinner while pending ('Vérification du code…'). */
  pendingLabel: string
}

/**
 * The main button of a sign-in step, whose request ends by replacing the step. Unlike the design
 * system's `isLoading` (a spinner in place of the label), the label stays beside a spinner that
 * says what is going on, and a second press or Enter does nothing until the request ends.
 */
export function PendingButton({ isPending, pendingLabel, type, onPress, children, ...props }: PendingButtonProps) {
  return (
    <Button
      {...props}
      type={isPending ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      aria-busy={isPending || undefined}
      iconStart={isPending ? <Spinner size="sm" label={pendingLabel} /> : undefined}
    >
      {children}
    </Button>
  )
}
