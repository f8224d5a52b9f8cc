import type { Story } from '@ladle/react'
import { Box, Columns, Inline, Stack } from './Layout'

const Tile = ({ children }: { children: string }) => (
  <Box background="brandSoft" color="brandStrong" padding="md" borderRadius="md" fontWeight="semibold">
    {children}
  </Box>
)

export const Pile: Story = () => (
  <Stack space="sm">
    <Tile>Paris</Tile>
    <Tile>Lyon</Tile>
    <Tile>Marseille</Tile>
  </Stack>
)
export const EnLigne: Story = () => (
  <Inline space="xs">
    {['Toulouse', 'Lyon', 'Marseille', 'Nice', 'Paris', 'Orly'].map((c) => (
      <Tile key={c}>{c}</Tile>
    ))}
  </Inline>
)
export const Colonnes: Story = () => (
  <Columns columns={{ xs: 1, sm: 2, md: 3 }} space="md">
    <Tile>Séjours</Tile>
    <Tile>Circuits</Tile>
    <Tile>Croisières</Tile>
  </Columns>
)
export const BoiteResponsive: Story = () => (
  <Box
    display="flex"
    flexDirection={{ xs: 'column', md: 'row' }}
    gap="md"
    padding={{ xs: 'sm', md: 'lg' }}
    background="surface"
    borderRadius="lg"
    boxShadow="md"
  >
    <Tile>Colonne sur mobile</Tile>
    <Tile>Ligne à partir de md</Tile>
  </Box>
)
