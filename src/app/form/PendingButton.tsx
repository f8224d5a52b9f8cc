import { Button, Spinner, type ButtonProps } from 'design-system'

export interface PendingButtonProps extends Omit<ButtonProps, 'isLoading' | 'loadingLabel' | 'iconStart'> {
  isPending: boolean
  /** Said by the spinner while pending ('Vérification du code…'). */
  pendingLabel: string
}

/**
 * The main button of a sign-in step, whose request ends by replacing the step. Not the design
 * system's `isLoading`: react-aria announces a pending button by referring to it from its live
 * region, and once the step has gone that reference points at nothing for a few seconds (an
 * unnamed image for assistive technology). Here the label stays, a spinner says what is going
 * on, and a second press or Enter does nothing until the request ends.
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
