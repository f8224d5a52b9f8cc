import { z } from 'zod'

/** Storefront replies: header menu and home content blocks (storefront-and-holidays.md §3). */

const link = z.object({ url: z.string(), label: z.string() })

/**
 * A content image. `renditions` (optional) are the same picture at several widths, as a CMS
 * serves them (Wagtail-style renditions), for `srcset`; without them `url` alone is used. A
 * relative URL is a path on the API host. `width` and `height` give the intrinsic ratio.
 */
export const contentImageSchema = z.object({
  url: z.string(),
  title: z.string(),
  alt: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  renditions: z.array(z.object({ url: z.string(), width: z.number().int().positive() })).optional(),
})
export type ContentImage = z.output<typeof contentImageSchema>
type Tab = { label: string; url?: string | undefined; sub_links?: Tab[] | undefined }
export const menuTabSchema: z.ZodType<Tab> = z.lazy(() =>
  z.object({ label: z.string(), url: z.string().optional(), sub_links: z.array(menuTabSchema).optional() }),
)

export const headerMenuSchema = z.object({
  topbar: z.object({ topbar_text: z.string(), topbar_url: z.string() }).nullable(),
  header_part_1: z.object({
    phone_number: z.string(),
    phone_info: z.string(),
    header_secondary_links: z.array(link),
    header_secondary_pictos: z.array(
      z.object({ pictogram_link: z.string(), pictogram: z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() }) }),
    ),
  }),
  header_part_2: z.object({ header_dropdown_label: z.string(), header_dropdown_tabs: z.array(menuTabSchema), header_primary_links: z.array(link) }),
})
/** A list; the first element is used, an empty list means not found. */
export const headerMenuReplySchema = z.array(headerMenuSchema)

const image = contentImageSchema
export const destinationCardSchema = z.object({
  title: z.string(),
  url: z.string(),
  image,
  alt_image: z.string(),
  mention: z.string(),
  price: z.number(),
  discount: z.number(),
  tags: z.array(z.string()),
  variant: z.enum(['simple_inner_title', 'simple_outer_title', 'full']),
})
export const activityTileSchema = z.object({ title: z.string(), url: z.string(), image })
export const flashSaleSchema = z.object({
  title: z.string(),
  description: z.string(),
  image,
  price: z.number(),
  /** ISO instant; past it the countdown shows 'Terminé'. */
  banner_end_date: z.string(),
  capsuled_text_secondary: z.string(),
  club_logo: z.object({ url: z.string(), alt: z.string() }).nullable(),
  free_mention_1: z.string().nullable(),
  free_mention_2: z.string().nullable(),
  free_mention_3: z.string().nullable(),
  url_to_go: z.string(),
})
export const partnerBannerSchema = z.object({
  image,
  partner_logo: z.object({ url: z.string(), alt: z.string() }),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  bg_color: z.string(),
  cta: link,
})
export const homeSlideSchema = z.object({ image, image_description: z.string(), title: z.string(), cta: link })

export const homeModuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('slideshow_homepage_banner'), value: homeSlideSchema }),
  z.object({ type: z.literal('destination_card'), value: destinationCardSchema }),
  z.object({ type: z.literal('activity_tile'), value: activityTileSchema }),
  z.object({ type: z.literal('flash_sale_banner'), value: flashSaleSchema }),
  z.object({ type: z.literal('flash_sale_dynamic'), value: flashSaleSchema.extend({ product: z.object({ product_id: z.number(), slug: z.string() }) }) }),
  z.object({ type: z.literal('partner_banner'), value: partnerBannerSchema }),
])
export const homeBlockSchema = z.object({
  type: z.string(),
  value: z.object({
    title: z.string(),
    link: z.string().nullable(),
    label: z.string().nullable(),
    tags: z.array(z.string()),
    modules: z.array(homeModuleSchema),
  }),
})
export const homePageSchema = z.object({ id: z.number(), type: z.literal('home_page'), title: z.string(), slug: z.string(), blocks: z.array(homeBlockSchema) })

export type HeaderMenu = z.output<typeof headerMenuSchema>
export type MenuTab = Tab
export type HomePage = z.output<typeof homePageSchema>
export type HomeBlock = z.output<typeof homeBlockSchema>
export type HomeModule = z.output<typeof homeModuleSchema>
export type DestinationCard = z.output<typeof destinationCardSchema>
export type ActivityTile = z.output<typeof activityTileSchema>
export type FlashSale = z.output<typeof flashSaleSchema>
export type PartnerBanner = z.output<typeof partnerBannerSchema>
export type HomeSlide = z.output<typeof homeSlideSchema>
