import { firstError } from '~/app/form'

/** The messages of the flight search form: its rules' (per field) and the server's, found in the URL. */

type FieldMeta = Record<string, { errors?: ReadonlyArray<unknown> } | undefined>

/** Whether two states of the fields' meta show the same message for every field. */
export function sameMessages(a: unknown, b: unknown): boolean {
  if (a === b) return true
  const [x, y] = [a as FieldMeta, b as FieldMeta]
  const names = new Set([...Object.keys(x), ...Object.keys(y)])
  for (const name of names) if (firstError(x[name]?.errors) !== firstError(y[name]?.errors)) return false
  return true
}

/** The value at a field path ('from', 'destinations[1].departure'). */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values)
}

/** The paths whose change ends the server's message for a field (a place's text, the passengers' other counts). */
function relatedPaths(name: string): string[] {
  if (name === 'adults' || name === 'childrens' || name === 'infants') return ['adults', 'childrens', 'infants']
  if (name === 'from' || name === 'to') return [name, `${name}InputValue`]
  return [name]
}

/**
 * The server's message for a field: it stands until the field changes (its value or a pick,
 * also the passengers' other counts) or the form is sent; then the form's own rules speak.
 */
export function serverMessage(
  name: string,
  { initialErrors, initialValues, values, submitted }: { initialErrors?: Record<string, string>; initialValues: unknown; values: unknown; submitted: boolean },
): string | undefined {
  const message = initialErrors?.[name]
  if (!message || submitted) return undefined
  return relatedPaths(name).every((path) => valueAt(values, path) === valueAt(initialValues, path)) ? message : undefined
}

/** The message shown for a field: its rules' first, else the server's. */
export function fieldMessage(name: string, fieldMeta: unknown, server: Parameters<typeof serverMessage>[1]): string | undefined {
  return firstError((fieldMeta as FieldMeta)[name]?.errors) ?? serverMessage(name, server)
}
