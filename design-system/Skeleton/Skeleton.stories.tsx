import type { Story } from '@ladle/react'
import { Card, CardBody } from '../Card/Card'
import { Columns, Inline } from '../Layout/Layout'
import { LoadingRegion, Skeleton, SkeletonText } from './Skeleton'

export const CarteProduit: Story = () => (
  <LoadingRegion>
    <Columns columns={{ xs: 1, sm: 2, lg: 3 }}>
      {[1, 2, 3].map((i) => (
        <Card key={i} padding="none">
          <Skeleton height={180} radius={0} />
          <CardBody>
            <Skeleton height={20} width="70%" />
            <SkeletonText lines={2} />
            <Inline align="space-between">
              <Skeleton width={80} height={24} />
              <Skeleton width={100} height={28} />
            </Inline>
          </CardBody>
        </Card>
      ))}
    </Columns>
  </LoadingRegion>
)
export const LigneDeVol: Story = () => (
  <LoadingRegion>
    <Card>
      <Inline space="md" wrap={false}>
        <Skeleton shape="circle" width={40} height={40} />
        <div style={{ flex: 1 }}>
          <SkeletonText lines={2} />
        </div>
        <Skeleton width={96} height={32} />
      </Inline>
    </Card>
  </LoadingRegion>
)
