import {
  companyDtoSchema,
  invitationDtoSchema,
  invitationPreviewDtoSchema,
  memberDtoSchema,
  myCompanyDtoSchema,
  shipToDtoSchema,
} from '@/lib/companies';
import { savedAddressDtoSchema } from '@/lib/addresses';
import { auditEntryDtoSchema } from '@/lib/audit';
import { categoryDtoSchema } from '@/lib/categories';
import {
  adminProductDtoSchema,
  listingDtoSchema,
  productDtoSchema,
  suggestedPartDtoSchema,
} from '@/lib/catalog';
import {
  companyCheckoutDtoSchema,
  requisitionDetailDtoSchema,
  requisitionDtoSchema,
  orderDtoSchema,
  spendingDtoSchema,
} from '@/lib/orders';
import {
  entriesReportDtoSchema,
  priceExplanationDtoSchema,
  priceListDtoSchema,
  priceListEntryDtoSchema,
} from '@/lib/pricelists';
import { paymentDtoSchema, reversalDtoSchema } from '@/lib/ledger';
import { profileDtoSchema } from '@/lib/profile';
import { quoteDtoSchema } from '@/lib/quotes';
import { orderReturnsSchema, returnDtoSchema } from '@/lib/returns';
import {
  bomReportDtoSchema,
  substitutesDtoSchema,
  cartChargesDtoSchema,
  cartDtoSchema,
  reorderDtoSchema,
  savedListDtoSchema,
  savedListSummaryDtoSchema,
} from '@/lib/cart';
import { contactMessageDtoSchema } from '@/lib/contact';
import { undeliveredMailDtoSchema } from '@/lib/mail';
import { adminReviewDtoSchema, reviewDtoSchema } from '@/lib/reviews';
import { shippingZoneDtoSchema } from '@/lib/shipping';
import { taxRateDtoSchema } from '@/lib/tax';
import { userDtoSchema } from '@/lib/users';
import { errorSchema } from './error-schema';
import { schema, type Json, type RouteOperations } from './operation';

/**
 * GET /api/openapi.json: every /api route (Auth.js's own sign-in routes aside), from the
 * operations each route exports beside its handlers (app/api/operations.ts), built from the same
 * zod schemas the handlers validate with. Every operation documents its success and each error
 * status it can answer (one error shape); paged lists their X-Total-Count and Link headers. The
 * answers' schemas are the features' own (lib/<feature>/*-dto.ts), whose DTO types are inferred
 * from them, so the document cannot drift from what the handlers return.
 */
export function openApiDocument(origin: string, paths: Record<string, RouteOperations>): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partsmith API',
      version: '1.0.0',
      description:
        'The storefront API. Money is in dollars (`prize`, `totalPrize`). Protected calls accept the session cookie or `Authorization: Bearer <access token>` (from `PUT /api/user/{email}`). Errors are `{error, fields?}`. Sign-in itself is Auth.js (`/api/auth/*`).',
    },
    servers: [{ url: origin }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: {
        Error: schema(errorSchema, 'output'),
        Product: schema(productDtoSchema, 'output'),
        AdminProduct: schema(adminProductDtoSchema, 'output'),
        Order: schema(orderDtoSchema, 'output'),
        Quote: schema(quoteDtoSchema, 'output'),
        Return: schema(returnDtoSchema, 'output'),
        OrderReturns: schema(orderReturnsSchema, 'output'),
        Cart: schema(cartDtoSchema, 'output'),
        SuggestedPart: schema(suggestedPartDtoSchema, 'output'),
        BomReport: schema(bomReportDtoSchema, 'output'),
        Substitutes: schema(substitutesDtoSchema, 'output'),
        Reorder: schema(reorderDtoSchema, 'output'),
        SavedListSummary: schema(savedListSummaryDtoSchema, 'output'),
        SavedList: schema(savedListDtoSchema, 'output'),
        Review: schema(reviewDtoSchema, 'output'),
        AdminReview: schema(adminReviewDtoSchema, 'output'),
        User: schema(userDtoSchema, 'output'),
        Profile: schema(profileDtoSchema, 'output'),
        AuditEntry: schema(auditEntryDtoSchema, 'output'),
        UndeliveredMail: schema(undeliveredMailDtoSchema, 'output'),
        ContactMessage: schema(contactMessageDtoSchema, 'output'),
        Company: schema(companyDtoSchema, 'output'),
        MyCompany: schema(myCompanyDtoSchema, 'output'),
        CompanyMember: schema(memberDtoSchema, 'output'),
        CompanyInvitation: schema(invitationDtoSchema, 'output'),
        InvitationPreview: schema(invitationPreviewDtoSchema, 'output'),
        ShipTo: schema(shipToDtoSchema, 'output'),
        Spending: schema(spendingDtoSchema, 'output'),
        CompanyCheckout: schema(companyCheckoutDtoSchema, 'output'),
        Requisition: schema(requisitionDtoSchema, 'output'),
        RequisitionDetail: schema(requisitionDetailDtoSchema, 'output'),
        PriceList: schema(priceListDtoSchema, 'output'),
        PriceListEntry: schema(priceListEntryDtoSchema, 'output'),
        PriceListEntriesReport: schema(entriesReportDtoSchema, 'output'),
        PriceExplanation: schema(priceExplanationDtoSchema, 'output'),
        Payment: schema(paymentDtoSchema, 'output'),
        PaymentReversal: schema(reversalDtoSchema, 'output'),
        ShippingZone: schema(shippingZoneDtoSchema, 'output'),
        Category: schema(categoryDtoSchema, 'output'),
        Listing: schema(listingDtoSchema, 'output'),
        TaxRate: schema(taxRateDtoSchema, 'output'),
        CartCharges: schema(cartChargesDtoSchema, 'output'),
        SavedAddress: schema(savedAddressDtoSchema, 'output'),
      },
    },
  };
}
