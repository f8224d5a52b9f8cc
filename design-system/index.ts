import './styles/global.css'

// Foundations
export { vars } from './tokens/contract.css'
export { brandTheme } from './tokens/theme.css'
export { palette } from './tokens/palette'
export { fontPreload } from './fonts'
export { pressableStyle } from './styles/pressable'
export { breakpoints, mediaQuery, responsiveBreakpoints, type Breakpoint } from './tokens/breakpoints'
export { sprinkles, type Sprinkles } from './styles/sprinkles.css'
export { focusRing } from './styles/focusRing'
export { visuallyHiddenRules } from './styles/visuallyHiddenRules'
export { renderNearViewport } from './styles/renderNearViewport'
export { mediaMatches, useMediaQuery, useIsDesktop, usePrefersReducedMotion } from './hooks/useMediaQuery'
export { Box, Stack, Inline, Columns, type BoxProps, type StackProps, type InlineProps, type ColumnsProps } from './Layout/Layout'
export { Icon, iconSizes, type IconProps, type IconSize } from './Icon/Icon'
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden/VisuallyHidden'

// Actions
export { Button, buttonClassName, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button'
export { IconButton, iconButtonVariants, iconButtonSizes, type IconButtonProps } from './IconButton/IconButton'
export { Link, ButtonLink, linkVariants, type LinkProps, type ButtonLinkProps, type LinkVariant } from './Link/Link'
export { RouterLink, RouterButtonLink } from './Link/RouterLink'

// Fields
export { FieldLabel, FieldDescription, FieldErrorMessage, type FieldBaseProps } from './Field/Field'
export { TextField, type TextFieldProps } from './TextField/TextField'
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField'
export { PhoneField, type PhoneFieldProps, type PhoneCountry } from './PhoneField/PhoneField'
export { SearchField, type SearchFieldProps } from './SearchField/SearchField'
export { NumberField, CountStepper, numberFieldLayouts, type NumberFieldProps } from './NumberField/NumberField'
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './Checkbox/Checkbox'
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup'
export { SegmentedControl, YesNoGroup, type SegmentedControlProps, type SegmentedOption, type YesNoGroupProps } from './SegmentedControl/SegmentedControl'
export { Switch, type SwitchProps } from './Switch/Switch'
export { Select, SelectItem, SelectSection, ListItem, ListSection, type SelectProps } from './Select/Select'
export { ComboBox, ComboBoxItem, ComboBoxSection, type ComboBoxProps } from './ComboBox/ComboBox'
export { Autocomplete, AutocompleteItem, AutocompleteSection, type AutocompleteProps } from './Autocomplete/Autocomplete'
export { Slider, type SliderProps } from './Slider/Slider'
export { Calendar, RangeCalendar, type CalendarProps, type DayEmphasis, type RangeCalendarProps } from './Calendar/Calendar'
export { DatePicker, DateRangePicker, type DatePickerProps, type DateRangePickerProps } from './DatePicker/DatePicker'
export { MonthPeriodGrid, monthPeriods, type MonthPeriod, type MonthPeriodGridProps } from './MonthPeriodGrid/MonthPeriodGrid'

// Navigation and selection
export { Tabs, TabList, Tab, TabPanel, tabsVariants, type TabsProps, type TabKey } from './Tabs/Tabs'
export {
  ToggleButtonGroup,
  ToggleButton,
  LayoutSelector,
  toggleGroupVariants,
  toggleLinkStyles,
  layoutModes,
  type LayoutMode,
  type ToggleButtonGroupProps,
} from './ToggleButtonGroup/ToggleButtonGroup'
export { TagGroup, Tag, type TagGroupProps, type TagProps } from './TagGroup/TagGroup'

// Overlays
export { Popover, PopoverDialog, type PopoverProps } from './Popover/Popover'
export {
  Modal,
  Dialog,
  AlertDialog,
  DialogTrigger,
  modalSizes,
  alertDialogTones,
  type ModalProps,
  type DialogProps,
  type AlertDialogProps,
} from './Dialog/Dialog'
export { SimpleModal, type SimpleModalProps, type SimpleModalAction } from './SimpleModal/SimpleModal'
export { Drawer, BottomSheet, drawerPlacements, drawerSizes, type DrawerProps } from './Drawer/Drawer'
export { ResponsivePicker, type ResponsivePickerProps } from './ResponsivePicker/ResponsivePicker'

// Content and feedback
export { Disclosure, Accordion, type DisclosureProps, type AccordionProps } from './Disclosure/Disclosure'
export { Alert, Banner, alertTones, type AlertProps, type AlertTone } from './Alert/Alert'
export { ToastRegion, toastQueue, toast, toastTones, ToastQueue, type ToastContent } from './Toast/Toast'
export { Skeleton, SkeletonText, LoadingRegion, type SkeletonProps } from './Skeleton/Skeleton'
export { Spinner, spinnerSizes, type SpinnerProps } from './Spinner/Spinner'
export { Price, formatFromPrice, formatPrice, priceFormatOptions, priceSizes, type PriceProps } from './Price/Price'
export { lazyFormat } from './intl'
export { Card, CardMedia, CardBody, CardTitle, cardElevations, cardPaddings, type CardProps } from './Card/Card'
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState'
export { Stepper, type StepperProps, type StepperStep } from './Stepper/Stepper'
export { OtpInput, type OtpInputProps, type OtpInputHandle } from './OtpInput/OtpInput'
export { PasswordChecklist, passwordRules, isPasswordValid, type PasswordRule } from './PasswordChecklist/PasswordChecklist'
export { RatingBadge, ratingLabel, type RatingBadgeProps } from './RatingBadge/RatingBadge'
export { DiscountBadge, discountRate, type DiscountBadgeProps } from './DiscountBadge/DiscountBadge'
export { ExpandableText, type ExpandableTextProps } from './ExpandableText/ExpandableText'
export { Carousel, type CarouselProps, type CarouselImage } from './Carousel/Carousel'
export { Slideshow, type SlideshowProps } from './Slideshow/Slideshow'
export { CardCarousel, type CardCarouselProps } from './CardCarousel/CardCarousel'
export { SupportBlock, type SupportBlockProps } from './SupportBlock/SupportBlock'
export { ClearableFieldPanel, type ClearableFieldPanelProps } from './ClearableFieldPanel/ClearableFieldPanel'
export { Countdown, formatCountdown, type CountdownProps } from './Countdown/Countdown'
// Maps: MapView (MapLibre, large) is imported lazily from 'design-system/MapView/MapView'.
export { MapErrorBoundary } from './MapView/MapErrorBoundary'
export type { MapViewProps } from './MapView/MapView'
