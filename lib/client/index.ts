// The face of lib/client: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/client/<file>` from outside it). Its own files import each other directly.

export { clearAccessToken, readAccessToken, storeAccessToken, tokenClears } from './access-token';
export {
  addToCart,
  cartChanged,
  mergeLocalCart,
  onCartChange,
  onCartCount,
  readCartCount,
  readLocalCart,
  setCartCount,
  writeLocalCart,
} from './cart-store';
export { endpointUrl } from './endpoint';
export { endpoints } from './endpoints';
export { publicEndpoints } from './public-endpoints';
export { cartEndpoints } from './cart-endpoints';
export type { InputOf } from './endpoints';
export { useFragmentToken } from './fragment-token';
export { lazyZodResolver } from './lazy-resolver';
export {
  confirmAction,
  confirmDelete,
  popupDeleted,
  popupError,
  popupOrderedPayNow,
  popupSuccess,
} from './popups';
export { refreshSessionUser, useSessionUser } from './session-user';
export { openAfterSignIn, signInWithCredentials, signInWithGoogle } from './sign-in';
export { signOutTo } from './sign-out';
export { uploadImage } from './upload-image';
export { showFieldErrors, useApi } from './use-api';
export type { ApiCall } from './use-api';
export { useHydrated } from './use-hydrated';
export { usePolling } from './use-polling';
export { useSchemaForm } from './use-schema-form';
export { useTablePage } from './use-table-page';
