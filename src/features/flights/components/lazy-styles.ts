/**
 * The styles of the parts that load in their own JS chunks but are rendered on the server
 * (search form, modify-search, landing). Imported by the routes that render them, so their CSS
 * is linked in the server HTML: otherwise it would only arrive with the chunk, and the server
 * HTML would show unstyled and then jump.
 */
import './FlightsLanding.css'
import './LazySearchForm.css'
import './ModifySearch.css'
import './SearchForm.css'
