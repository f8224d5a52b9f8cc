import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Menu, Phone, Search, X } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { ClickReplay } from '~/platform/ClickReplay'
import { serverRenderedLazy } from '~/platform/server-rendered-lazy'
import { headerMenuQuery, headerTabsQuery } from '../../storefront.queries'
import type { HeaderBar } from '../../storefront.types'
import { PRODUCT_NAME } from '../../storefront.constants'
import { MenuLink } from '../menu/MenuLink'
import * as styles from './SiteHeader.css'
// The styles of the server-rendered lazy parts below, in the page's CSS for their HTML.
import './LegacyMenu.css'
import './ReferenceSearch.css'

/** Overlays loaded on first use (their code stays out of every page's initial JS). */
const loadNavDrawer = () => import('./NavDrawer')
const loadMobileMenu = () => import('./MobileMenu')
const NavDrawer = lazy(loadNavDrawer)
const MobileMenu = lazy(loadMobileMenu)
/** The static legacy menu of the minimal header (only when the menu call failed). */
const LegacyMenu = serverRenderedLazy(() => import('./LegacyMenu'))
/** The product-reference search: rendered on the server, hydrated after the page's first JS. */
const ReferenceSearch = serverRenderedLazy(() => import('./ReferenceSearch').then((m) => ({ default: m.ReferenceSearch })))

const REFERENCE_SEARCH_ID = 'recherche-reference'
/** The phone's magnifier: named after the box it opens (§2.8), apart from the search forms' 'Rechercher'. */
const REFERENCE_SEARCH_NAME = 'Recherche par référence produit'

/**
 * The site header (storefront-and-holidays.md §2.3), from the header-menu call: optional top
 * banner; logo, phone, secondary and pictogram links, and last the account popup (`account`
 * slot, by default the signed-out popup); then the 'Nos {product}' drawer, the primary links and the product-reference search.
 * Below md: the mobile menu (§2.2) and a search toggle. When the menu call failed: a minimal
 * header with the static legacy menu (§2.5).
 */
/** `account`: the account popup, the last icon (the account domain's AccountMenu, composed by the root). */
export function SiteHeader({ account }: { account: ReactNode }) {
  const { data } = useQuery(headerMenuQuery())
  const menu = data?.status === 'ok' ? data.menu : null
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const queryClient = useQueryClient()
  // The drawer's code and tabs, asked for as soon as the visitor heads for its button.
  const prepareDrawer = () => {
    void loadNavDrawer()
    void queryClient.prefetchQuery(headerTabsQuery())
  }

  return (
    <header className={styles.header}>
      {menu?.topbar && (
        <MenuLink url={menu.topbar.topbar_url} className={styles.topbar}>
          {menu.topbar.topbar_text}
        </MenuLink>
      )}
      <div className={styles.row1}>
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.burger}
            aria-label="Menu"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => setMobileOpen(true)}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
          <Link to="/" className={styles.logo}>
            <Logo />
            <span>
              Horizon<span className={styles.logoAccent}> Voyages</span>
            </span>
          </Link>
          {menu && <PhoneBlock number={menu.header_part_1.phone_number} info={menu.header_part_1.phone_info} />}
          <div className={styles.spacer} />
          {menu && menu.header_part_1.header_secondary_links.length > 0 && (
            <nav aria-label="Liens utiles" className={styles.secondary}>
              <ul className={styles.secondaryList}>
                {menu.header_part_1.header_secondary_links.map((link) => (
                  <li key={link.url + link.label}>
                    <MenuLink url={link.url} className={styles.secondaryLink}>
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={styles.icons}>
            <button
              type="button"
              className={styles.searchToggle}
              aria-label={REFERENCE_SEARCH_NAME}
              aria-expanded={searchOpen}
              aria-controls={REFERENCE_SEARCH_ID}
              onClick={() => setSearchOpen((open) => !open)}
            >
              {searchOpen ? <X size={22} aria-hidden="true" /> : <Search size={22} aria-hidden="true" />}
            </button>
            {menu?.header_part_1.header_secondary_pictos.map(({ pictogram_link, pictogram }) => (
              <MenuLink key={pictogram_link} url={pictogram_link} className={styles.pictoLink} plain>
                <img src={pictogram.url} alt={pictogram.alt} width={pictogram.width} height={pictogram.height} />
              </MenuLink>
            ))}
            {account && <div className={styles.account}>{account}</div>}
          </div>
        </div>
      </div>
      <div className={searchOpen ? `${styles.row2} ${styles.row2SearchOpen}` : styles.row2}>
        <div className={styles.inner}>
          {menu ? (
            <MainNav menu={menu} drawerOpen={drawerOpen} onPrepareDrawer={prepareDrawer} onOpenDrawer={() => setDrawerOpen(true)} />
          ) : (
            <ClickReplay fallback={null}>
              <LegacyMenu />
            </ClickReplay>
          )}
          <div id={REFERENCE_SEARCH_ID} className={styles.search}>
            <ClickReplay fallback={null}>
              <ReferenceSearch focusWhen={searchOpen} />
            </ClickReplay>
          </div>
        </div>
      </div>
      {drawerOpen && menu && (
        <Suspense fallback={null}>
          <DrawerWithTabs label={menu.header_part_2.header_dropdown_label} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </header>
  )
}

/** The drawer once its tabs have come (not in the page's data: nothing to show before the drawer opens). */
function DrawerWithTabs({ label, onClose }: { label: string; onClose: () => void }) {
  const { data, isError } = useQuery(headerTabsQuery())
  if (!data && !isError) return null
  return <NavDrawer label={label} tabs={data ?? []} onClose={onClose} />
}

/** 'Nos {product}' (the drawer) and the primary links. */
function MainNav({
  menu,
  drawerOpen,
  onPrepareDrawer,
  onOpenDrawer,
}: {
  menu: HeaderBar
  drawerOpen: boolean
  onPrepareDrawer: () => void
  onOpenDrawer: () => void
}) {
  const part2 = menu.header_part_2
  const links = part2.header_primary_links
  return (
    <nav aria-label="Navigation principale" className={styles.mainNav}>
      <button
        type="button"
        className={styles.drawerButton}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onPointerEnter={onPrepareDrawer}
        onFocus={onPrepareDrawer}
        onClick={() => {
          onPrepareDrawer()
          onOpenDrawer()
        }}
      >
        <Menu size={20} aria-hidden="true" />
        {part2.header_dropdown_label || `Nos ${PRODUCT_NAME}`}
      </button>
      <ul className={styles.primaryList}>
        {links.map((link, i) => (
          <li key={link.url + link.label} className={i >= 4 ? styles.primaryItemWide : undefined}>
            <MenuLink url={link.url} className={styles.primaryLink}>
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function PhoneBlock({ number, info }: { number: string; info: string }) {
  return (
    <div className={styles.phone}>
      <Phone size={22} aria-hidden="true" className={styles.phoneIcon} />
      <div className={styles.phoneText}>
        <a className={styles.phoneNumber} href={`tel:${number.replace(/[^\d+]/g, '')}`}>
          {number}
        </a>
        <span className={styles.phoneInfo}>{info}</span>
      </div>
    </div>
  )
}

function Logo() {
  return (
    <svg aria-hidden="true" width="34" height="34" viewBox="0 0 34 34">
      <circle cx="17" cy="17" r="16" fill="#0b4f9c" />
      <circle cx="17" cy="14" r="6" fill="#f59e0b" />
      <path d="M3 21c5-2 9-2 14 0s9 2 14 0v4c-3 4-8 7-14 7S6 29 3 25z" fill="#e8f1fc" />
      <path d="M3 23c5-2 9-2 14 0s9 2 14 0" stroke="#1d64d8" strokeWidth="1.6" fill="none" />
    </svg>
  )
}
