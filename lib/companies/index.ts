// The face of lib/companies: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/companies/<file>` from outside it). Its own files import each other directly.

export {
  ALREADY_APPLIED,
  ALREADY_MEMBER,
  applyForCompany,
  companyNames,
  createCompany,
  decideCompany,
  getCompany,
  listCompanies,
  myCompany,
} from './applications';
export {
  approvalRulesOf,
  approversToMail,
  buyerNow,
  setCompanyApprovalRules,
  shipToNow,
} from './approval-rules';
export { paymentTermsOf, setTaxExemption, setTerms, taxExemptionOf } from './company-terms';
export { NOT_A_BUYER, NOT_A_MEMBER, ROLE_MISSING, ownCompany as companyOf } from './company-access';
export {
  approvalRulesDtoSchema,
  companyCopyDtoSchema,
  companyDtoSchema,
  invitationDtoSchema,
  invitationPreviewDtoSchema,
  memberDtoSchema,
  myCompanyDtoSchema,
  shipToDtoSchema,
} from './company-dto';
export type {
  ApprovalRulesDto,
  CompanyDto,
  InvitationDto,
  InvitationPreviewDto,
  MemberDto,
  MyCompanyDto,
  ShipToDto,
} from './company-dto';
export {
  INVITATION_UNUSABLE,
  OTHER_ADDRESS,
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations';
export {
  LAST_ADMIN,
  addCompanyMember,
  changeMemberRoles,
  listCompanyMembers,
  listMembers,
  removeMember,
} from './members';
export {
  addShipTo,
  companyPurchase,
  editCompanyDetails,
  editShipTo,
  myShipTos,
  removeShipTo,
} from './locations';
export type { CompanyPurchase } from './locations';
export { membershipOf } from './membership';
export { leftThisMonth, limitsOf, limitsOfUser, spendingPeriodStart, spendingRefusal } from './spending';
