import type { TermName } from './rule-message-terms';

/** Messages of the document, party and payment rules: [ro-RO, en-GB]. */
export const RULE_TEXTS: Readonly<Record<string, TermName>> = {
  'ANAF-CUI-SELLER': [
    'Codul fiscal (CUI) al vânzătorului are cifra de control greșită; ANAF respinge factura.',
    "The seller's tax id (CUI) has a wrong check digit; ANAF refuses the invoice.",
  ],
  'ANAF-CUI-BUYER': [
    'Codul fiscal (CUI) al cumpărătorului are cifra de control greșită; ANAF respinge factura.',
    "The buyer's tax id (CUI) has a wrong check digit; ANAF refuses the invoice.",
  ],
  'ANAF-CNP-BUYER': [
    'CNP-ul cumpărătorului are cifra de control greșită; ANAF respinge factura.',
    "The buyer's personal numeric code (CNP) has a wrong check digit; ANAF refuses the invoice.",
  ],
  'BR-01': [
    'Lipsește identificatorul specificației (CIUS-RO).',
    'The specification identifier (CIUS-RO) is missing.',
  ],
  'BR-RO-001': [
    'Identificatorul specificației trebuie să fie cel al CIUS-RO 1.0.1.',
    'The specification identifier must be the CIUS-RO 1.0.1 one.',
  ],
  'BR-02': ['Factura trebuie să aibă un număr.', 'The invoice must have a number.'],
  'BR-RO-010': [
    'Numărul facturii trebuie să conțină cel puțin o cifră.',
    'The invoice number must contain at least one digit.',
  ],
  'BR-03': ['Factura trebuie să aibă data emiterii.', 'The invoice must have an issue date.'],
  'BR-04': ['Factura trebuie să aibă un cod de tip.', 'The invoice must have a type code.'],
  'BR-CL-01': [
    'Codul tipului documentului nu este unul valid (UNTDID 1001).',
    'The document type code is not a valid one (UNTDID 1001).',
  ],
  'BR-RO-020_1': [
    'Tipul facturii trebuie să fie 380 (factură), 384 (factură corectată), 389 (autofactură) sau 751 (informații contabile).',
    'The invoice type must be 380 (invoice), 384 (corrected invoice), 389 (self-billed) or 751 (accounting information).',
  ],
  'BR-RO-020_2': ['Tipul notei de creditare trebuie să fie 381.', 'The credit note type must be 381.'],
  'BR-05': ['Factura trebuie să aibă o monedă.', 'The invoice must have a currency.'],
  'BR-CL-03': [
    'Moneda sumelor nu este un cod ISO 4217 valid.',
    'The amounts’ currency is not a valid ISO 4217 code.',
  ],
  'BR-CL-04': [
    'Moneda facturii nu este un cod ISO 4217 valid.',
    'The invoice currency is not a valid ISO 4217 code.',
  ],
  'BR-CL-05': [
    'Moneda de contabilizare a TVA nu este un cod ISO 4217 valid.',
    'The VAT accounting currency is not a valid ISO 4217 code.',
  ],
  'BR-RO-030': [
    'Pentru o factură în altă monedă decât RON, TVA-ul se contabilizează în RON (moneda TVA trebuie să fie RON).',
    'An invoice in a currency other than RON must account its VAT in RON (the VAT currency must be RON).',
  ],
  'BR-53': [
    'Când există monedă de contabilizare a TVA, trebuie dat și totalul TVA în acea monedă (în RON).',
    'When there is a VAT accounting currency, the VAT total in that currency (RON) must be given.',
  ],
  'BR-CO-03': [
    'Data exigibilității TVA și codul ei nu pot fi date amândouă.',
    'The VAT point date and the VAT point date code cannot both be given.',
  ],
  'BR-CL-06': [
    'Codul datei de exigibilitate a TVA trebuie să fie 3, 35 sau 432.',
    'The VAT point date code must be 3, 35 or 432.',
  ],
  'BR-RO-040': [
    'Codul datei de exigibilitate a TVA trebuie să fie 3 (data emiterii), 35 (data livrării) sau 432 (data plății).',
    'The VAT point date code must be 3 (issue date), 35 (delivery date) or 432 (payment date).',
  ],
  'BR-CO-19': [
    'Perioada de facturare trebuie să aibă data de început sau de sfârșit.',
    'The invoicing period must have a start or an end date.',
  ],
  'BR-29': [
    'Sfârșitul perioadei de facturare nu poate fi înaintea începutului.',
    'The invoicing period cannot end before it starts.',
  ],
  'BR-30': [
    'Sfârșitul perioadei liniei nu poate fi înaintea începutului.',
    "The line's period cannot end before it starts.",
  ],
  'BR-CO-20': [
    'Perioada liniei trebuie să aibă data de început sau de sfârșit.',
    "The line's period must have a start or an end date.",
  ],
  'BR-RO-A020': ['Factura poate avea cel mult 20 de note.', 'The invoice can have at most 20 notes.'],
  'BR-CL-08': [
    'O notă care începe cu un subiect între # (ex. #AAI#) trebuie să folosească un cod UNCL 4451; scrieți textul fără #...#.',
    'A note starting with a subject between # (e.g. #AAI#) must use a UNCL 4451 code; write the text without #...#.',
  ],
  'BR-RO-A500': [
    'Factura poate face referire la cel mult 500 de facturi anterioare.',
    'The invoice can refer to at most 500 preceding invoices.',
  ],
  'BR-55': [
    'Referința la o factură anterioară trebuie să aibă numărul acesteia.',
    'A preceding invoice reference must have its number.',
  ],
  'UBL-SR-07': [
    'Referința la o factură anterioară trebuie să aibă numărul acesteia.',
    'A preceding invoice reference must have its number.',
  ],
  'BR-CL-07': [
    'Schema identificatorului obiectului facturat nu este un cod UNTDID 1153 valid.',
    'The invoiced object identifier scheme is not a valid UNTDID 1153 code.',
  ],
  'BR-RO-A051': [
    'Factura poate avea cel mult 50 de documente justificative.',
    'The invoice can have at most 50 supporting documents.',
  ],
  'BR-52': [
    'Fiecare document justificativ trebuie să aibă o referință.',
    'Each supporting document must have a reference.',
  ],
  'BR-CL-24': [
    'Documentul atașat trebuie să fie PDF, PNG, JPEG, CSV, XLSX sau ODS.',
    'The attached document must be PDF, PNG, JPEG, CSV, XLSX or ODS.',
  ],
  'BR-CO-25': [
    'O factură cu sumă de plată pozitivă trebuie să aibă data scadenței sau termenii de plată.',
    'An invoice with a positive amount due must have a due date or payment terms.',
  ],
  'BR-06': ['Factura trebuie să aibă numele vânzătorului.', "The invoice must have the seller's name."],
  'BR-07': ['Factura trebuie să aibă numele cumpărătorului.', "The invoice must have the buyer's name."],
  'BR-09': ['Adresa vânzătorului trebuie să aibă țara.', "The seller's address must have a country."],
  'BR-11': ['Adresa cumpărătorului trebuie să aibă țara.', "The buyer's address must have a country."],
  'BR-CL-14': [
    'Codul țării nu este un cod ISO 3166-1 valid.',
    'The country code is not a valid ISO 3166-1 code.',
  ],
  'BR-CL-15': [
    'Țara de origine a articolului nu este un cod ISO 3166-1 valid.',
    "The item's country of origin is not a valid ISO 3166-1 code.",
  ],
  'BR-RO-081': ['Adresa vânzătorului trebuie să aibă strada.', "The seller's address must have a street."],
  'BR-RO-082': ['Adresa cumpărătorului trebuie să aibă strada.', "The buyer's address must have a street."],
  'BR-RO-180': ['Adresa de livrare trebuie să aibă strada.', 'The delivery address must have a street.'],
  'BR-RO-091': ['Adresa vânzătorului trebuie să aibă localitatea.', "The seller's address must have a city."],
  'BR-RO-092': [
    'Adresa cumpărătorului trebuie să aibă localitatea.',
    "The buyer's address must have a city.",
  ],
  'BR-RO-201': ['Adresa de livrare trebuie să aibă localitatea.', 'The delivery address must have a city.'],
  'BR-RO-211': [
    'Adresa de livrare trebuie să aibă județul (regiunea).',
    'The delivery address must have a county (region).',
  ],
  'BR-RO-100': [
    'Pentru București, localitatea vânzătorului trebuie să fie sectorul (SECTOR1–SECTOR6).',
    "For Bucharest, the seller's city must be the sector (SECTOR1–SECTOR6).",
  ],
  'BR-RO-101': [
    'Pentru București, localitatea cumpărătorului trebuie să fie sectorul (SECTOR1–SECTOR6).',
    "For Bucharest, the buyer's city must be the sector (SECTOR1–SECTOR6).",
  ],
  'BR-RO-202': [
    'Pentru București, localitatea de livrare trebuie să fie sectorul (SECTOR1–SECTOR6).',
    'For Bucharest, the delivery city must be the sector (SECTOR1–SECTOR6).',
  ],
  'BR-RO-110': [
    'Pentru România, județul vânzătorului trebuie dat cu codul ISO 3166-2:RO (ex. RO-CJ, RO-B pentru București).',
    "For Romania, the seller's county must be given as its ISO 3166-2:RO code (e.g. RO-CJ, RO-B for Bucharest).",
  ],
  'BR-RO-111': [
    'Pentru România, județul cumpărătorului trebuie dat cu codul ISO 3166-2:RO (ex. RO-CJ, RO-B pentru București).',
    "For Romania, the buyer's county must be given as its ISO 3166-2:RO code (e.g. RO-CJ, RO-B for Bucharest).",
  ],
  'BR-RO-212': [
    'Pentru România, județul de livrare trebuie dat cu codul ISO 3166-2:RO (ex. RO-CJ, RO-B pentru București).',
    'For Romania, the delivery county must be given as its ISO 3166-2:RO code (e.g. RO-CJ, RO-B for Bucharest).',
  ],
  'BR-CL-10': [
    'Schema identificatorului nu este un cod ISO 6523 valid.',
    'The identifier scheme is not a valid ISO 6523 code.',
  ],
  'BR-CL-11': [
    'Schema identificatorului de înregistrare nu este un cod ISO 6523 valid.',
    'The registration identifier scheme is not a valid ISO 6523 code.',
  ],
  'BR-CL-25': [
    'Schema adresei electronice nu este un cod EAS valid.',
    'The electronic address scheme is not a valid EAS code.',
  ],
  'BR-62': [
    'Adresa electronică a vânzătorului trebuie să aibă schema.',
    "The seller's electronic address must have a scheme.",
  ],
  'BR-63': [
    'Adresa electronică a cumpărătorului trebuie să aibă schema.',
    "The buyer's electronic address must have a scheme.",
  ],
  'UBL-SR-16': [
    'Cumpărătorul poate avea un singur identificator.',
    'The buyer can have only one identifier.',
  ],
  'BR-CO-09': [
    'Codul de TVA trebuie să înceapă cu prefixul țării (ex. RO).',
    'The VAT identifier must start with its country prefix (e.g. RO).',
  ],
  'BR-CO-26': [
    'Vânzătorul trebuie identificat: cod de TVA, identificator sau număr de înregistrare.',
    'The seller must be identified: VAT id, identifier or registration number.',
  ],
  'BR-RO-065': [
    'Vânzătorul trebuie să aibă cod de TVA sau cod de înregistrare fiscală (CUI).',
    'The seller must have a VAT id or a tax registration id (CUI).',
  ],
  'BR-RO-120': [
    'Cumpărătorul trebuie să aibă cod de TVA sau identificator legal (CUI, sau CNP pentru o persoană fizică).',
    'The buyer must have a VAT id or a legal id (CUI, or CNP for a natural person).',
  ],
  'BR-17': [
    'Beneficiarul plății trebuie să aibă nume și să fie altul decât vânzătorul.',
    'The payee must have a name and differ from the seller.',
  ],
  'UBL-SR-19': [
    'Beneficiarul plății trebuie să fie altul decât vânzătorul.',
    'The payee must differ from the seller.',
  ],
  'UBL-SR-20': [
    'Beneficiarul plății trebuie să fie altul decât vânzătorul.',
    'The payee must differ from the seller.',
  ],
  'UBL-SR-21': [
    'Beneficiarul plății trebuie să fie altul decât vânzătorul.',
    'The payee must differ from the seller.',
  ],
  'BR-49': ['Modalitatea de plată trebuie să aibă un cod.', 'The payment means must have a code.'],
  'BR-CL-16': [
    'Codul modalității de plată nu este un cod UNCL 4461 valid.',
    'The payment means code is not a valid UNCL 4461 code.',
  ],
  'BR-61': [
    'Pentru plata prin transfer bancar trebuie dat contul (IBAN) beneficiarului.',
    "A credit transfer must give the payee's account (IBAN).",
  ],
  'BR-50': ['Contul de plată trebuie să aibă IBAN-ul.', 'The payment account must have its IBAN.'],
  'BR-66': [
    'Factura poate avea cel mult un card de plată.',
    'The invoice can have at most one payment card.',
  ],
  'UBL-SR-47': [
    'Toate modalitățile de plată ale facturii trebuie să aibă același cod.',
    "All of the invoice's payment means must have the same code.",
  ],
  'UBL-SR-44': [
    'Factura poate avea o singură referință de plată (aceeași pentru toate modalitățile).',
    'The invoice can have only one payment reference (the same for every payment means).',
  ],
  'UBL-SR-46': [
    'Doar o modalitate de plată poate avea text explicativ.',
    'Only one payment means can have an explanatory text.',
  ],
};
