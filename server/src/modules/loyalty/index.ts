// The loyalty module's public face: other modules call only these (inside their own transaction where a `tx` is taken).
export { getLoyaltyInfo, getLoyaltyStanding } from "./account.service.js";
export { creditOrderPoints, grantRecoveryCredit, reverseOrderPoints } from "./earning.service.js";
export type { CreditOrderInput, RecoveryCreditInput, ReverseOrderInput } from "./earning.service.js";
export { findUsableVoucher, releaseVoucherForOrder, useVoucherForOrder, voucherTitles } from "./voucher.service.js";
export { loyaltyRoutes } from "./loyalty.routes.js";
// For the seed and test helpers: an available adjustment, and a redemption at a given moment.
export { creditAdjustment } from "./earning.service.js";
export { redeemReward } from "./redemption.service.js";
