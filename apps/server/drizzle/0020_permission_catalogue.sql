-- The permission catalogue is complete (issue 16): deleting and voiding need the area's .delete,
-- payments and reports have areas of their own, and the company's subscriptions are billing.*.
-- Until now each of those rights came with another permission, so every grant of that permission
-- (on one company, or global with company_id null) brings the new ones along: nobody loses a right
-- they had. Re-running it changes nothing.
INSERT INTO "user_permissions" ("user_id", "company_id", "permission")
SELECT DISTINCT p."user_id", p."company_id", m."granted"
FROM "user_permissions" p
JOIN (VALUES
  -- Deleting (and voiding) needed the write permission.
  ('sub-users.write', 'sub-users.delete'),
  ('partners.write', 'partners.delete'),
  ('products.write', 'products.delete'),
  ('settings.write', 'settings.delete'),
  ('client-invoices.write', 'client-invoices.delete'),
  ('supplier-invoices.write', 'supplier-invoices.delete'),
  ('warehouses.write', 'warehouses.delete'),
  ('goods-receipts-notes.write', 'goods-receipts-notes.delete'),
  ('stock-consumption-receipts.write', 'stock-consumption-receipts.delete'),
  ('stock-reception-receipts.write', 'stock-reception-receipts.delete'),
  ('client-goods-despatch-advices.write', 'client-goods-despatch-advices.delete'),
  ('anaf-spv.ro-e-factura.write', 'anaf-spv.ro-e-factura.delete'),
  -- Payments, receipts and reports of a side were the side's invoices'.
  ('client-invoices.read', 'client-payments.read'),
  ('client-invoices.read', 'client-reports.read'),
  ('client-invoices.write', 'client-payments.write'),
  ('client-invoices.write', 'client-payments.delete'),
  ('supplier-invoices.read', 'supplier-payments.read'),
  ('supplier-invoices.read', 'supplier-reports.read'),
  ('supplier-invoices.write', 'supplier-payments.write'),
  ('supplier-invoices.write', 'supplier-payments.delete'),
  -- The stock reports were the warehouses'.
  ('warehouses.read', 'stock-reports.read'),
  -- The subscriptions tab was part of the company's pages.
  ('my-companies.read', 'billing.read'),
  ('my-companies.write', 'billing.read'),
  ('my-companies.write', 'billing.write')
) AS m("held", "granted") ON m."held" = p."permission"
ON CONFLICT DO NOTHING;
