// The face of lib/profile: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/profile/<file>` from outside it). Its own files import each other directly.

export { getProfile, saveProfile } from './profile';
export { profileDtoSchema } from './profile-dto';
export type { ProfileDto } from './profile-dto';
