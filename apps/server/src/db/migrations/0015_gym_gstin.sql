-- §8.7: a gym may be registered for GST; its GSTIN (upper case) goes on its invoices. Null when it has none.
ALTER TABLE "gyms" ADD COLUMN "gstin" text;
