// The face of lib/payments: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/payments/<file>` from outside it). Its own files import each other directly.

export { gatewayName, paymentGateway } from './gateway';
export type { GatewayRefund, Intent, PaymentGateway, PaymentPurpose } from './payment-gateway';
export type { Card } from './test-cards';
export { confirmTestPayment } from './test-gateway';
export { verifiedPaymentEvent } from './webhook';
export type { RefundEvent } from './webhook';
