import { agencyHandlers } from './agencies'
import { agencyRequestHandlers } from './agency-requests'
import { authHandlers } from './auth'
import { catalogueHandlers } from './catalogue'
import { cataloguePartyHandlers } from './catalogue-party'
import { demoHandlers } from './demo'
import { orderHandlers } from './orders'
import { flightHandlers } from './flights'
import { passwordHandlers } from './password'
import { paymentHandlers } from './payment'
import { priceAlertHandlers } from './price-alerts'
import { referenceHandlers } from './reference'
import { sessionHandlers } from './session'
import { storefrontHandlers } from './storefront'
import { tripHandlers } from './trips'
import { userHandlers } from './user'

/** Every handler of the demo API, in matching order. */
export const handlers = [
  ...sessionHandlers,
  ...tripHandlers,
  ...orderHandlers,
  ...flightHandlers,
  ...paymentHandlers,
  ...referenceHandlers,
  ...agencyHandlers,
  ...authHandlers,
  ...passwordHandlers,
  ...userHandlers,
  ...priceAlertHandlers,
  ...agencyRequestHandlers,
  ...catalogueHandlers,
  ...cataloguePartyHandlers,
  ...storefrontHandlers,
  ...demoHandlers,
]
