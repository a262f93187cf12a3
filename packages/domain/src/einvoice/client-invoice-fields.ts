/**
 * The client invoice form field an e-invoice finding belongs to, from its location in the EInvoice
 * ("buyer.address.city" -> "partnerId", "lines.2.item.name" -> "lines.2.name"). Owned by the
 * mapping work: replace the body.
 */
export function clientInvoiceFieldOf(location: string): string {
  return location;
}
