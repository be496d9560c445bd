// `@pcb/shared-ui`: what every page needs on its first paint. Overlays: `@pcb/shared-ui/overlays`.
export * from './gateway/chakra';
export * from './gateway/router';
export * from './format';
export { ApiError, errorMessage, validationMessages } from './api/errors';
export { bff, createBffClient, fileUrl, DEFAULT_ERROR_TEXT, type BffClient, type CallOptions, type Exchange, type RequestOptions } from './api/client';
export { toQueryString, type QueryValue } from './api/query-string';
export { RequireSession } from './session/require-session';
export { useSession, createSessionStore, expiredRole, type Role, type SessionState } from './session/session-store';
export { system } from './theme/system';
export { useColorMode, createColorModeStore, COLOR_MODE_STORAGE_KEY, type ColorMode, type ColorModePreference, type ColorModeState } from './theme/color-mode';
export { AppProviders } from './components/app-providers';
export { ColorModeSwitch } from './components/color-mode-switch';
export { Hint } from './components/hint';
export { Loading } from './components/loading';
export { StockText } from './components/stock-text';
export { Toaster, shopToast, adminToast, SHOP_TOAST_MS, ADMIN_TOAST_MS, type ToastMessage } from './components/toaster';
export { BrandMark, PRODUCT_NAME } from './components/brand-mark';
