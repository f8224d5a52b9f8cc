// Ladle 5 reads its config from .ladle/config.mjs; the project's config is ladle.config.mjs.
export { default } from '../ladle.config.mjs'
