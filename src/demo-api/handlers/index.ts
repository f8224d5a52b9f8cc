import { agencyHandlers } from './agencies'
import { authHandlers } from './auth'
import { catalogueHandlers } from './catalogue'
import { demoHandlers } from './demo'
import { orderHandlers } from './orders'
import { referenceHandlers } from './reference'
import { sessionHandlers } from './session'

/** Every handler of the demo API, in matching order. */
export const handlers = [...sessionHandlers, ...orderHandlers, ...referenceHandlers, ...agencyHandlers, ...authHandlers, ...catalogueHandlers, ...demoHandlers]
