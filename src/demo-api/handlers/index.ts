import { sessionHandlers } from './session'

/** Every handler of the demo API, in matching order. */
export const handlers = [...sessionHandlers]
