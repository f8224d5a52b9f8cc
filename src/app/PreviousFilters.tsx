import { Box, Stack } from 'design-system'
import { useId } from 'react'

/**
 * The results' 'Filtres précédents' block, a placeholder in the specs (flights and holidays alike).
 * Styled by the design system's atoms: a CSS module of its own, shared by two lazy pages, would
 * be a sheet of its own that the server's page does not link.
 */
export function PreviousFilters() {
  const id = useId()
  return (
    <Stack as="section" space="xs" aria-labelledby={id}>
      <Box as="h3" id={id} margin="none" fontSize="sm" fontWeight="medium">
        Filtres précédents
      </Box>
      <Box as="p" margin="none" fontSize="sm" color="textMuted">
        Vos derniers filtres apparaîtront ici.
      </Box>
    </Stack>
  )
}
