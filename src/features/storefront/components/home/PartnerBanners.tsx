import { useId } from 'react'
import type { PartnerBanner } from '~/api-contract/storefront'
import { palette } from 'design-system'
import { prefersLightText } from '../../colors'
import { MenuLink } from '../menu/MenuLink'
import { ContentImage } from './ContentImage'
import * as styles from './PartnerBanners.css'

function Banner({ banner }: { banner: PartnerBanner }) {
  const id = useId()
  // The text takes the colour that reads best on the banner's own background.
  const known = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(banner.bg_color)
  const background = known ? banner.bg_color : palette.brandStrong
  const lightText = prefersLightText(background)
  return (
    <article className={`${styles.banner} ${lightText ? styles.light : styles.dark}`} style={{ background }} aria-labelledby={id}>
      <div className={styles.body}>
        <img src={banner.partner_logo.url} alt={banner.partner_logo.alt} width={40} height={40} loading="lazy" className={styles.logo} />
        <p className={styles.subtitle}>{banner.subtitle}</p>
        <h3 id={id} className={styles.title}>
          {banner.title}
        </h3>
        <p className={styles.description}>{banner.description}</p>
        <MenuLink url={banner.cta.url} className={`${styles.cta} ${lightText ? styles.ctaOnDark : styles.ctaOnLight}`} aria-describedby={id}>
          {banner.cta.label}
        </MenuLink>
      </div>
      <div className={styles.media}>
        <ContentImage
          image={banner.image}
          alt=""
          sizes="(min-width: 1280px) 280px, (min-width: 900px) 22vw, 45vw"
          width={600}
          height={400}
          className={styles.image}
        />
      </div>
    </article>
  )
}

/** Partner banners (§2.6): image, logo, title, subtitle, description, colour and call to action. */
export function PartnerBanners({ banners }: { banners: readonly PartnerBanner[] }) {
  return (
    <div className={styles.grid}>
      {banners.map((banner) => (
        <Banner key={banner.title} banner={banner} />
      ))}
    </div>
  )
}
