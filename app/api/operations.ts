import type { RouteOperations } from '@/lib/openapi/operation';
import { openapi as product } from './product/route';
import { openapi as productId } from './product/[id]/route';
import { openapi as addproduct } from './addproduct/route';
import { openapi as manageproduct } from './manageproduct/route';
import { openapi as images } from './images/route';
import { openapi as imagesId } from './images/[id]/route';
import { openapi as userEmail } from './user/[email]/route';
import { openapi as adminEmail } from './admin/[email]/route';
import { openapi as user } from './user/route';
import { openapi as userAdminEmail } from './user/admin/[email]/route';
import { openapi as allorder } from './allorder/route';
import { openapi as ordersExport } from './orders/export/route';
import { openapi as order } from './order/route';
import { openapi as orderId } from './order/[id]/route';
import { openapi as orderIdShip } from './order/[id]/ship/route';
import { openapi as orderIdInvoice } from './order/[id]/invoice/route';
import { openapi as createPaymentIntent } from './create-payment-intent/route';
import { openapi as paymentsTestConfirm } from './payments/test/confirm/route';
import { openapi as paymentsWebhook } from './payments/webhook/route';
import { openapi as review } from './review/route';
import { openapi as reviewId } from './review/[id]/route';
import { openapi as reviews } from './reviews/route';
import { openapi as reviewsId } from './reviews/[id]/route';
import { openapi as myprofile } from './myprofile/route';
import { openapi as myprofileEmail } from './myprofile/[email]/route';
import { openapi as register } from './register/route';
import { openapi as contact } from './contact/route';
import { openapi as audit } from './audit/route';
import { openapi as accountPassword } from './account/password/route';
import { openapi as accountSignOutEverywhere } from './account/sign-out-everywhere/route';
import { openapi as health } from './health/route';
import { openapi as quotes } from './quotes/route';
import { openapi as catalogImport } from './catalog/import/route';
import { openapi as catalogExport } from './catalog/export/route';
import { openapi as quotesId } from './quotes/[id]/route';
import { openapi as quotesIdAccept } from './quotes/[id]/accept/route';

/**
 * Every /api route's operations, for the API document (GET /api/openapi.json). Each route file
 * exports its own `openapi` beside its handlers; a route missing here fails
 * tests/integration/openapi.test.ts, which compares this list with the route files.
 */
export const API_OPERATIONS: Record<string, RouteOperations> = {
  '/api/product': product,
  '/api/product/{id}': productId,
  '/api/addproduct': addproduct,
  '/api/manageproduct': manageproduct,
  '/api/images': images,
  '/api/images/{id}': imagesId,
  '/api/user/{email}': userEmail,
  '/api/admin/{email}': adminEmail,
  '/api/user': user,
  '/api/user/admin/{email}': userAdminEmail,
  '/api/allorder': allorder,
  '/api/orders/export': ordersExport,
  '/api/order': order,
  '/api/order/{id}': orderId,
  '/api/order/{id}/ship': orderIdShip,
  '/api/order/{id}/invoice': orderIdInvoice,
  '/api/create-payment-intent': createPaymentIntent,
  '/api/payments/test/confirm': paymentsTestConfirm,
  '/api/payments/webhook': paymentsWebhook,
  '/api/review': review,
  '/api/review/{id}': reviewId,
  '/api/reviews': reviews,
  '/api/reviews/{id}': reviewsId,
  '/api/myprofile': myprofile,
  '/api/myprofile/{email}': myprofileEmail,
  '/api/register': register,
  '/api/contact': contact,
  '/api/audit': audit,
  '/api/account/password': accountPassword,
  '/api/account/sign-out-everywhere': accountSignOutEverywhere,
  '/api/health': health,
  '/api/quotes': quotes,
  '/api/catalog/import': catalogImport,
  '/api/catalog/export': catalogExport,
  '/api/quotes/{id}': quotesId,
  '/api/quotes/{id}/accept': quotesIdAccept,
};
