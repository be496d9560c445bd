import type { Product } from '@pcb/contract';
import { lazyPage, Navigate, preloadPagesOf, RequireSession, Route, Routes } from '@pcb/shared-ui';
import { lazy, Suspense } from 'react';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { HomePage } from '../features/home/components/home-page';
import { ProductSection } from '../features/products/components/product-section';
import { ShopLayout } from './layout/shop-layout';
import type { RenderShare } from '../lib/share-slot';
import { paths } from '../lib/paths';

// The home page comes with the app; every other page is its own chunk, loaded when first visited,
// named after its key in `paths` so that the BFF can preload the chunks of the page it serves
// (webpack/perf/page-preloads.js).
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ '../features/auth/components/login-page').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "page-register" */ '../features/auth/components/register-page').then((m) => m.RegisterPage));
const VerifyEmailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-verifyEmail" */ '../features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
);
const ResendVerificationPage = lazyPage(() =>
  import(/* webpackChunkName: "page-resendVerification" */ '../features/auth/components/resend-verification-page').then((m) => m.ResendVerificationPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "page-forgotPassword" */ '../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "page-resetPassword" */ '../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const ProductListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-products" */ '../features/products/components/product-list-page').then((m) => m.ProductListPage),
);
const ProductDetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-productDetail" */ '../features/products/components/product-detail-page').then((m) => m.ProductDetailPage),
);
const CartPage = lazyPage(() => import(/* webpackChunkName: "page-cart" */ '../features/cart/components/cart-page').then((m) => m.CartPage));
const CustomChoicePage = lazyPage(() =>
  import(/* webpackChunkName: "page-custom" */ '../features/custom/components/custom-choice-page').then((m) => m.CustomChoicePage),
);
const ProductAssemblyPage = lazyPage(() =>
  import(/* webpackChunkName: "page-productAssembly" */ '../features/custom/components/product-assembly-page').then((m) => m.ProductAssemblyPage),
);
const PrototypeFormPage = lazyPage(() =>
  import(/* webpackChunkName: "page-customPrototype" */ '../features/custom/components/prototype-form-page').then((m) => m.PrototypeFormPage),
);
const AssemblyFormPage = lazyPage(() =>
  import(/* webpackChunkName: "page-customAssembly" */ '../features/custom/components/assembly-form-page').then((m) => m.AssemblyFormPage),
);
const InstantQuotePage = lazyPage(() =>
  import(/* webpackChunkName: "page-instantQuote" */ '../features/custom/components/instant-quote-page').then((m) => m.InstantQuotePage),
);
const CustomCartPage = lazyPage(() =>
  import(/* webpackChunkName: "page-customCart" */ '../features/custom/components/custom-cart-page').then((m) => m.CustomCartPage),
);
const AccountLayout = lazyPage(() => import('../features/account/components/account-layout').then((m) => m.AccountLayout));
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "page-profile" */ '../features/account/components/profile-page').then((m) => m.ProfilePage));
const ProfileSettingsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-profileSettings" */ '../features/account/components/profile-settings-page').then((m) => m.ProfileSettingsPage),
);
const ChangePasswordPage = lazyPage(() =>
  import(/* webpackChunkName: "page-changePassword" */ '../features/account/components/change-password-page').then((m) => m.ChangePasswordPage),
);
const SessionsPage = lazyPage(() => import(/* webpackChunkName: "page-sessions" */ '../features/account/components/sessions-page').then((m) => m.SessionsPage));
const ReviewPage = lazyPage(() => import(/* webpackChunkName: "page-review" */ '../features/orders/components/review-page').then((m) => m.ReviewPage));
const OrdersPage = lazyPage(() => import(/* webpackChunkName: "page-transactions" */ '../features/orders/components/orders-page').then((m) => m.OrdersPage));
const SharedPage = lazyPage(() => import(/* webpackChunkName: "page-shared" */ '../features/share/components/shared-page').then((m) => m.SharedPage));
const ShareLinksPage = lazyPage(() =>
  import(/* webpackChunkName: "page-shareLinks" */ '../features/share/components/share-links-page').then((m) => m.ShareLinksPage),
);
const CheckoutPage = lazyPage(() =>
  import(/* webpackChunkName: "page-checkout" */ '../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
);

/** Features never import each other: the app hands the cart's button to the products' cards. */
const addToCart = (product: Product) => <AddToCartButton product={product} />;
const addToCartLabelled = (product: Product) => <AddToCartButton product={product} withLabel />;
/** …and the share feature's link and PDF to the request and order details. */
const ShareActions = lazy(() =>
  import(/* webpackChunkName: "share-actions" */ '../features/share/components/share-actions').then((m) => ({ default: m.ShareActions })),
);
const shareActions: RenderShare = (subject) => (
  <Suspense fallback={null}>
    <ShareActions subject={subject} />
  </Suspense>
);

/** The shop's routes: one table for rendering and for preloading the page the visitor opened. */
const routes = (
  <>
    <Route element={<ShopLayout />}>
      <Route path={paths.home} element={<HomePage productSection={<ProductSection renderAction={addToCart} />} />} />
      {/* Not in the spec (issue 37): a share link and the instant quote open for anyone; the spec's user-only routes stay below. */}
      <Route path={paths.shared} element={<SharedPage />} />
      <Route path={paths.instantQuote} element={<InstantQuotePage />} />
      <Route element={<RequireSession role="user" loginPath={paths.login} />}>
        <Route path={paths.products} element={<ProductListPage renderAction={addToCart} />} />
        <Route path={paths.productDetail} element={<ProductDetailPage renderAction={addToCartLabelled} />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.custom} element={<CustomChoicePage />} />
        <Route path={paths.productAssembly} element={<ProductAssemblyPage />} />
        <Route path={paths.customPrototype} element={<PrototypeFormPage />} />
        <Route path={paths.customAssembly} element={<AssemblyFormPage />} />
        <Route path={paths.customCart} element={<CustomCartPage renderShare={shareActions} />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
      </Route>
    </Route>
    {/* Account pages have the user sidebar instead of the top bar and footer. */}
    <Route element={<RequireSession role="user" loginPath={paths.login} />}>
      <Route element={<AccountLayout />}>
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route path={paths.profileSettings} element={<ProfileSettingsPage />} />
        <Route path={paths.changePassword} element={<ChangePasswordPage />} />
        <Route path={paths.sessions} element={<SessionsPage />} />
        <Route path={paths.shareLinks} element={<ShareLinksPage />} />
        <Route path={paths.transactions} element={<OrdersPage renderShare={shareActions} />} />
        <Route path={paths.review} element={<ReviewPage />} />
      </Route>
    </Route>
    {/* Sign-in screens have no top bar or footer. */}
    <Route path={paths.login} element={<LoginPage />} />
    <Route path={paths.register} element={<RegisterPage />} />
    <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
    <Route path={paths.resendVerification} element={<ResendVerificationPage />} />
    <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
    <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
    <Route path="*" element={<Navigate to={paths.notFound} replace />} />
  </>
);

/** The opened page's chunk, loaded with the app: the shell waits for it, so that the app's first render draws the page. */
export const ready = preloadPagesOf(routes, window.location.pathname);

/** The shop remote's whole app; the shell provides the router, the Chakra provider and the toaster. */
export default function ShopApp() {
  return <Routes>{routes}</Routes>;
}
