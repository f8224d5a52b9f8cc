export { vars } from './tokens/contract.css'
export { brandTheme } from './tokens/theme.css'
import './styles/global.css'
