/**
 * Checks a gym's Razorpay Route account id with Razorpay before it is saved (§8.12, decision 064):
 * resolves when it may be saved, throws the AppError to answer otherwise. The payments module
 * provides it (services.ts hands it down), so gyms never import payments. Never call it inside a
 * database transaction: it waits for Razorpay.
 */
export type PayoutAccountCheck = (accountId: string) => Promise<void>;
