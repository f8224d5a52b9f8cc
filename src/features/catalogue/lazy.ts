import { serverRenderedLazy } from '~/lib/server-rendered-lazy'
// The styles of the server-rendered lazy parts below, in the importing route's CSS.
import './components/search-bar/SearchBar.css'

/** The catalogue's lazily loaded parts (rendered on the server, hydrated when they arrive; wrap them in ClickReplay). */

/** The holiday search bar (Séjours, Circuits, Croisières, Vols): the home page's search. */
export const HolidaySearchBar = serverRenderedLazy(() => import('./components/search-bar/HolidaySearchBar'))
