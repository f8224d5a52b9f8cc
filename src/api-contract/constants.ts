/**
 * Business constants of the API contract, in a module without zod: URL schemas and forms that
 * load with every page import them without pulling the reply schemas into the browser.
 */

/** flights.md §5, §9: at most 9 passengers, 1–6 segments. */
export const MAX_PASSENGERS = 9
export const MAX_SEGMENTS = 6

/** A one-way search to these destination countries needs a return ticket (flights.md §5). */
export const RETURN_TICKET_COUNTRIES: readonly string[] = ['US', 'CA', 'MX', 'BR', 'TH', 'ID', 'CR', 'PA', 'PH', 'JP', 'AU', 'NZ']

/** Payment contract codes (booking-and-accounts.md §9). */
export const PAYMENT_CONTRACTS = ['CB', 'ANCV', 'MULTI_CB', '3DS', 'FLOA_BC3XC', 'FLOA_BC4XC'] as const
export type PaymentContract = (typeof PAYMENT_CONTRACTS)[number]

/** FLOA instalment products: 3 and 4 times (contract codes FLOA_ + product code). */
export const FLOA_PRODUCT_CODES = ['BC3XC', 'BC4XC'] as const
/** Instalment contracts are the FLOA_ prefix plus a product code; they are offered as one entry. */
export const FLOA_CONTRACT_PREFIX = 'FLOA_'

/** Booking (booking-and-accounts.md §4, §5, §9): the price hold, its check period, passenger ages. */
export const PRICE_HOLD_SECONDS = 900
export const PRICE_HOLD_CHECK_MS = 200
export const ADULT_MIN_AGE = 12
export const CHILD_MIN_AGE = 2
export const CHILD_MAX_AGE = 11
/** Children and infants keep their type until the last departure plus this many days. */
export const PASSENGER_TYPE_MARGIN_DAYS = 3
/** Paying, and the one passenger a booking needs: 18 or more. */
export const MIN_PAYER_AGE = 18
export const DEFAULT_COUNTRY = 'FR'

/** Holiday travel types of the catalogue (`type_voyage`). */
export const TRAVEL_TYPES = ['sejour', 'circuit', 'croisiere', 'location'] as const
export type TravelType = (typeof TRAVEL_TYPES)[number]

/** Accounts (booking-and-accounts.md §5, §9): sign-in code length, password and age rules. */
export const OTP_LENGTH = 6
export const PASSWORD_MIN_LENGTH = 8
/** The special characters a password must include one of (§5, password change). */
export const PASSWORD_SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`
export const MIN_ACCOUNT_AGE = 18
/** Wrong codes accepted for one sign-in code before it is revoked (then 429). */
export const MAX_CODE_ATTEMPTS = 5
/** Codes or e-mails sent to one address per window (then 429). */
export const MAX_MAILS_PER_WINDOW = 10
export const MAIL_WINDOW_SECONDS = 10 * 60
/** How long a password reset link works, once (minutes). */
export const PASSWORD_RESET_TTL_MINUTES = 30

/** The months a product's availability covers: this month and the next 11 (the product page's calendar). */
export const AVAILABILITY_MONTHS = 12

/**
 * Price alerts: a watched search's owner is mailed when its price falls by at least this share
 * of the price last reported (the price when the alert was created, then the last mailed one).
 */
export const PRICE_ALERT_DROP_PERCENT = 5
/** Alerts one account may keep. */
export const MAX_PRICE_ALERTS = 20
