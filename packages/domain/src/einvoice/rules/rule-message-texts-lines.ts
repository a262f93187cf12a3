import type { TermName } from './rule-message-terms';

/** Messages of the line, allowance, VAT and totals rules: [ro-RO, en-GB]. */
export const LINE_RULE_TEXTS: Readonly<Record<string, TermName>> = {
  'ANAF-XSD-DECIMAL': [
    'Valoarea trebuie să fie un număr scris cu punct zecimal (ex. 1234.50); ANAF respinge altfel factura.',
    'The value must be a number written with a decimal point (e.g. 1234.50); otherwise ANAF refuses the invoice.',
  ],
  'BR-08': ['Vânzătorul trebuie să aibă o adresă.', 'The seller must have an address.'],
  'BR-10': ['Cumpărătorul trebuie să aibă o adresă.', 'The buyer must have an address.'],
  'BR-57': ['Adresa de livrare trebuie să aibă țara.', 'The delivery address must have a country.'],
  'BR-12': [
    'Factura trebuie să aibă totalul valorilor nete ale liniilor.',
    'The invoice must have the sum of line net amounts.',
  ],
  'BR-13': ['Factura trebuie să aibă totalul fără TVA.', 'The invoice must have the total without VAT.'],
  'BR-14': ['Factura trebuie să aibă totalul cu TVA.', 'The invoice must have the total with VAT.'],
  'BR-15': ['Factura trebuie să aibă suma de plată.', 'The invoice must have the amount due.'],
  'BR-31': ['Reducerea trebuie să aibă valoarea.', 'The allowance must have its amount.'],
  'BR-36': ['Taxa suplimentară trebuie să aibă valoarea.', 'The charge must have its amount.'],
  'BR-41': ['Reducerea pe linie trebuie să aibă valoarea.', 'The line allowance must have its amount.'],
  'BR-43': ['Taxa pe linie trebuie să aibă valoarea.', 'The line charge must have its amount.'],
  'BR-45': [
    'Fiecare defalcare de TVA trebuie să aibă baza impozabilă.',
    'Each VAT breakdown must have its taxable amount.',
  ],
  'BR-46': [
    'Fiecare defalcare de TVA trebuie să aibă valoarea TVA.',
    'Each VAT breakdown must have its VAT amount.',
  ],
  'BR-22': ['Fiecare linie trebuie să aibă cantitatea.', 'Each line must have a quantity.'],
  'BR-23': ['Fiecare linie trebuie să aibă unitatea de măsură.', 'Each line must have a unit of measure.'],
  'BR-24': ['Fiecare linie trebuie să aibă valoarea netă.', 'Each line must have a net amount.'],
  'BR-26': [
    'Fiecare linie trebuie să aibă prețul net al articolului.',
    'Each line must have the item net price.',
  ],
  'BR-47': [
    'Fiecare defalcare de TVA trebuie să aibă categoria.',
    'Each VAT breakdown must have its category.',
  ],
  'BR-54': [
    'Fiecare atribut al articolului trebuie să aibă și valoare.',
    'Each item attribute must have a value too.',
  ],
  'BR-65': [
    'Clasificarea articolului trebuie să aibă lista (ex. STI pentru CPV, HS pentru NC).',
    'The item classification must have its list (e.g. STI for CPV, HS for CN).',
  ],
  'BR-CO-04': ['Fiecare linie trebuie să aibă categoria de TVA.', 'Each line must have a VAT category.'],
  'UBL-DT-06': [
    'Documentul atașat trebuie să aibă tipul (ex. application/pdf).',
    'The attached document must have its type (e.g. application/pdf).',
  ],
  'UBL-DT-07': [
    'Documentul atașat trebuie să aibă numele fișierului.',
    'The attached document must have a file name.',
  ],
  'BR-32': ['Reducerea trebuie să aibă categoria de TVA.', 'The allowance must have a VAT category.'],
  'BR-37': ['Taxa suplimentară trebuie să aibă categoria de TVA.', 'The charge must have a VAT category.'],
  'BR-33': [
    'Reducerea trebuie să aibă un motiv (text sau cod).',
    'The allowance must have a reason (text or code).',
  ],
  'BR-CO-21': [
    'Reducerea trebuie să aibă un motiv (text sau cod).',
    'The allowance must have a reason (text or code).',
  ],
  'BR-38': [
    'Taxa suplimentară trebuie să aibă un motiv (text sau cod).',
    'The charge must have a reason (text or code).',
  ],
  'BR-CO-22': [
    'Taxa suplimentară trebuie să aibă un motiv (text sau cod).',
    'The charge must have a reason (text or code).',
  ],
  'BR-42': [
    'Reducerea pe linie trebuie să aibă un motiv (text sau cod).',
    'The line allowance must have a reason (text or code).',
  ],
  'BR-CO-23': [
    'Reducerea pe linie trebuie să aibă un motiv (text sau cod).',
    'The line allowance must have a reason (text or code).',
  ],
  'BR-44': [
    'Taxa pe linie trebuie să aibă un motiv (text sau cod).',
    'The line charge must have a reason (text or code).',
  ],
  'BR-CO-24': [
    'Taxa pe linie trebuie să aibă un motiv (text sau cod).',
    'The line charge must have a reason (text or code).',
  ],
  'BR-CL-19': [
    'Codul motivului reducerii nu este un cod UNCL 5189 valid.',
    'The allowance reason code is not a valid UNCL 5189 code.',
  ],
  'BR-CL-20': [
    'Codul motivului taxei nu este un cod UNCL 7161 valid.',
    'The charge reason code is not a valid UNCL 7161 code.',
  ],
  'BR-16': ['Factura trebuie să aibă cel puțin o linie.', 'The invoice must have at least one line.'],
  'BR-21': ['Fiecare linie trebuie să aibă un număr.', 'Each line must have a number.'],
  'BR-25': ['Fiecare linie trebuie să aibă denumirea articolului.', 'Each line must have the item name.'],
  'BR-27': ['Prețul net al articolului nu poate fi negativ.', 'The item net price cannot be negative.'],
  'BR-28': ['Prețul brut al articolului nu poate fi negativ.', 'The item gross price cannot be negative.'],
  'BR-CL-23': [
    'Unitatea de măsură nu este un cod UN/ECE (Rec. 20/21) valid.',
    'The unit of measure is not a valid UN/ECE (Rec. 20/21) code.',
  ],
  'BR-64': [
    'Codul standard al articolului trebuie să aibă schema (ex. 0160 GTIN).',
    'The item standard id must have its scheme (e.g. 0160 GTIN).',
  ],
  'BR-CL-21': [
    'Schema codului standard al articolului nu este un cod ISO 6523 valid.',
    'The item standard id scheme is not a valid ISO 6523 code.',
  ],
  'BR-CL-13': [
    'Lista clasificării articolului nu este un cod UNTDID 7143 valid (ex. STI pentru CPV, HS pentru NC).',
    'The item classification list is not a valid UNTDID 7143 code (e.g. STI for CPV, HS for CN).',
  ],
  'BR-RO-A052': ['Un articol poate avea cel mult 50 de atribute.', 'An item can have at most 50 attributes.'],
  'BR-CL-17': [
    'Categoria de TVA nu este un cod UNCL 5305 valid.',
    'The VAT category is not a valid UNCL 5305 code.',
  ],
  'BR-CL-18': [
    'Categoria de TVA a liniei nu este un cod UNCL 5305 valid.',
    "The line's VAT category is not a valid UNCL 5305 code.",
  ],
  'BR-CL-22': [
    'Codul motivului scutirii nu este un cod VATEX valid.',
    'The exemption reason code is not a valid VATEX code.',
  ],
  'BR-48': [
    'Fiecare categorie din defalcarea TVA trebuie să aibă cota, în afară de O (neimpozabil).',
    'Each VAT breakdown category must have its rate, except O (not subject to VAT).',
  ],
  'BR-CO-17': [
    'TVA-ul unei categorii trebuie să fie baza × cota / 100, rotunjit la 2 zecimale.',
    "A category's VAT must be its taxable amount × rate / 100, rounded to 2 decimals.",
  ],
  'BR-CO-18': [
    'Factura trebuie să aibă cel puțin o defalcare de TVA.',
    'The invoice must have at least one VAT breakdown.',
  ],
  'BR-IC-11': [
    'La o livrare intracomunitară trebuie dată data livrării sau perioada de facturare.',
    'An intra-community supply must give the delivery date or the invoicing period.',
  ],
  'BR-IC-12': [
    'La o livrare intracomunitară trebuie dată țara de livrare.',
    'An intra-community supply must give the deliver-to country.',
  ],
  'BR-O-11': [
    'O factură cu categoria O (neimpozabil) nu poate avea alte categorii în defalcarea TVA.',
    'An invoice with category O (not subject to VAT) cannot have other VAT breakdown categories.',
  ],
  'BR-O-12': [
    'O factură cu categoria O (neimpozabil) nu poate avea linii cu altă categorie.',
    'An invoice with category O (not subject to VAT) cannot have lines of another category.',
  ],
  'BR-O-13': [
    'O factură cu categoria O (neimpozabil) nu poate avea reduceri cu altă categorie.',
    'An invoice with category O (not subject to VAT) cannot have allowances of another category.',
  ],
  'BR-O-14': [
    'O factură cu categoria O (neimpozabil) nu poate avea taxe suplimentare cu altă categorie.',
    'An invoice with category O (not subject to VAT) cannot have charges of another category.',
  ],
  'BR-CO-10': [
    'Totalul valorilor nete trebuie să fie suma valorilor nete ale liniilor.',
    'The sum of line net amounts must equal the lines’ net amounts added up.',
  ],
  'BR-CO-11': [
    'Totalul reducerilor trebuie să fie suma reducerilor la nivel de document.',
    'The allowance total must be the sum of the document allowances.',
  ],
  'BR-CO-12': [
    'Totalul taxelor suplimentare trebuie să fie suma lor.',
    'The charge total must be the sum of the document charges.',
  ],
  'BR-CO-13': [
    'Totalul fără TVA trebuie să fie totalul liniilor minus reducerile plus taxele suplimentare.',
    'The total without VAT must be the line total minus allowances plus charges.',
  ],
  'BR-CO-14': [
    'Totalul TVA trebuie să fie suma TVA-ului pe categorii.',
    "The VAT total must be the sum of the categories' VAT.",
  ],
  'BR-CO-15': [
    'Totalul cu TVA trebuie să fie totalul fără TVA plus TVA-ul.',
    'The total with VAT must be the total without VAT plus the VAT.',
  ],
  'BR-CO-16': [
    'Suma de plată trebuie să fie totalul cu TVA minus suma plătită plus rotunjirea.',
    'The amount due must be the total with VAT minus the paid amount plus the rounding.',
  ],
  'UBL-DT-01': ['O sumă poate avea cel mult 2 zecimale.', 'An amount can have at most 2 decimals.'],
};
