// The face of lib/users: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/users/<file>` from outside it). Its own files import each other directly.

export { listUserPage } from './list-users';
export { registerUser } from './register';
export { isAdmin, makeAdmin, removeAdmin } from './roles';
export { userDtoSchema } from './user-dto';
export type { UserDto } from './user-dto';
