/** The account domain's public face (sign-in, session, client space). */
export { ClientSpaceLayout } from './components/ClientSpaceLayout'
