/** The side of an invoice's partner: the company's client, or its supplier. */
export type PartnerSide = 'client' | 'supplier';
