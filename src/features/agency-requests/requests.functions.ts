import { createServerFn } from '@tanstack/react-start'
import { agencyRequestBodySchema } from '~/api-contract/agency-requests'
import { listRequests, sendRequest } from './requests.server'

/** Server functions of the requests to an agency (requests.server.ts). */

export const sendAgencyRequest = createServerFn({ method: 'POST' })
  .validator(agencyRequestBodySchema)
  .handler(({ data }) => sendRequest(data))

export const getAgencyRequests = createServerFn({ method: 'GET' }).handler(() => listRequests())
