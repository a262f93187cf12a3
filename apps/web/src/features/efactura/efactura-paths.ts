// The pages of the e-Factura area (spec 01 §2 route catalogue).

export const efacturaPaths = {
  registry: '/spv/efactura',
  clientInvoice: (id: string) => `/clients/invoices/view/${encodeURIComponent(id)}`,
  clientMessages: (id: string) => `/clients/invoices/view/${encodeURIComponent(id)}/messages`,
  supplierInvoice: (id: string) => `/suppliers/invoices/view/${encodeURIComponent(id)}`,
  supplierMessages: (id: string) => `/suppliers/invoices/view/${encodeURIComponent(id)}/messages`,
};
