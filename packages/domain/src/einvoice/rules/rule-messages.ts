import type { Locale } from '../../auth/locale';
import { DATE_RULES, decimalTerm, LENGTH_RULES, type TermName } from './rule-message-terms';
import { RULE_TEXTS } from './rule-message-texts';
import { LINE_RULE_TEXTS } from './rule-message-texts-lines';

const CATEGORY_NAMES: Readonly<Record<string, TermName>> = {
  S: ['S (cota standard)', 'S (standard rate)'],
  Z: ['Z (cota zero)', 'Z (zero rated)'],
  E: ['E (scutit)', 'E (exempt)'],
  AE: ['AE (taxare inversă)', 'AE (reverse charge)'],
  IC: ['K (livrare intracomunitară)', 'K (intra-community supply)'],
  G: ['G (export în afara UE)', 'G (export outside the EU)'],
  O: ['O (neimpozabil)', 'O (not subject to VAT)'],
  IG: ['L (IGIC, Insulele Canare)', 'L (IGIC, Canary Islands)'],
  IP: ['M (IPSI, Ceuta și Melilla)', 'M (IPSI, Ceuta and Melilla)'],
};

/** A rule's message in the user's language, clear for a bookkeeper; the rule id when unknown. */
export function einvoiceRuleMessage(ruleId: string, locale: Locale): string {
  const ro = locale === 'ro-RO';
  const pick = (texts: TermName) => (ro ? texts[0] : texts[1]);
  const text = RULE_TEXTS[ruleId] ?? LINE_RULE_TEXTS[ruleId];
  if (text) return pick(text);
  const length = LENGTH_RULES[ruleId];
  if (length) {
    const [term, max] = length;
    return ro
      ? `${term[0]} poate avea cel mult ${max} de caractere.`
      : `${term[1]} can have at most ${max} characters.`;
  }
  const decimals = decimalTerm(ruleId);
  if (decimals)
    return ro
      ? `${decimals[0]} poate avea cel mult 2 zecimale.`
      : `${decimals[1]} can have at most 2 decimals.`;
  const date = DATE_RULES[ruleId];
  if (date) {
    return ro
      ? `${date[0]} trebuie să fie o dată validă scrisă AAAA-LL-ZZ.`
      : `${date[1]} must be a valid date written YYYY-MM-DD.`;
  }
  return vatCategoryMessage(ruleId, ro) ?? ruleId;
}

/** BR-S-01 ... BR-IP-10: one wording per rule number, naming the category. */
function vatCategoryMessage(ruleId: string, ro: boolean): string | null {
  const match = /^BR-(S|Z|E|AE|IC|G|O|IG|IP)-(\d\d)$/.exec(ruleId);
  if (!match) return null;
  const key = match[1] as string;
  const number = match[2] as string;
  const names = CATEGORY_NAMES[key] as TermName;
  const name = ro ? names[0] : names[1];
  const perRate = key === 'S' || key === 'IG' || key === 'IP';
  const zero = ['Z', 'E', 'AE', 'IC', 'G'].includes(key);
  const where: Record<string, TermName> = {
    '02': ['o linie', 'a line'],
    '03': ['o reducere la nivel de document', 'a document allowance'],
    '04': ['o taxă suplimentară la nivel de document', 'a document charge'],
    '05': ['linia', 'the line'],
    '06': ['reducerea', 'the allowance'],
    '07': ['taxa suplimentară', 'the charge'],
  };
  switch (number) {
    case '01':
      return perRate
        ? ro
          ? `Categoria de TVA ${name} folosită în linii, reduceri sau taxe trebuie să apară în defalcarea TVA, și invers.`
          : `VAT category ${name} used in lines, allowances or charges must appear in the VAT breakdown, and the other way round.`
        : ro
          ? `Categoria de TVA ${name} trebuie să apară o singură dată în defalcarea TVA.`
          : `VAT category ${name} must appear exactly once in the VAT breakdown.`;
    case '02':
    case '03':
    case '04': {
      const item = where[number] as TermName;
      return ro
        ? `Când ${item[0]} are categoria ${name}, ${partiesRo(key)}.`
        : `When ${item[1]} has category ${name}, ${partiesEn(key)}.`;
    }
    case '05':
    case '06':
    case '07': {
      const item = where[number] as TermName;
      const rateRo =
        perRate && key === 'S' ? 'mai mare decât 0' : zero ? '0' : key === 'O' ? '' : 'cel puțin 0';
      const rateEn = perRate && key === 'S' ? 'above 0' : zero ? '0' : key === 'O' ? '' : 'at least 0';
      if (key === 'O') {
        return ro
          ? `Pentru categoria ${name}, ${item[0]} nu poate avea cotă de TVA.`
          : `With category ${name}, ${item[1]} cannot have a VAT rate.`;
      }
      return ro
        ? `Pentru categoria ${name}, cota de TVA a ${item[0] === 'linia' ? 'liniei' : item[0] === 'reducerea' ? 'reducerii' : 'taxei suplimentare'} trebuie să fie ${rateRo}.`
        : `With category ${name}, the VAT rate of ${item[1]} must be ${rateEn}.`;
    }
    case '08':
      return ro
        ? `Baza impozabilă a categoriei ${name} trebuie să fie suma valorilor nete ale liniilor ei${perRate ? ' (pe cotă)' : ''}, plus taxele, minus reducerile.`
        : `The taxable amount of category ${name} must be the sum of its lines' net amounts${perRate ? ' (per rate)' : ''}, plus charges, minus allowances.`;
    case '09':
      return perRate
        ? ro
          ? `TVA-ul categoriei ${name} trebuie să fie baza × cota / 100.`
          : `The VAT of category ${name} must be the taxable amount × rate / 100.`
        : ro
          ? `TVA-ul categoriei ${name} trebuie să fie 0.`
          : `The VAT of category ${name} must be 0.`;
    case '10':
      return perRate || key === 'Z'
        ? ro
          ? `Categoria ${name} nu poate avea motiv de scutire de TVA.`
          : `Category ${name} cannot have a VAT exemption reason.`
        : ro
          ? `Categoria ${name} trebuie să aibă motivul scutirii de TVA (text sau cod VATEX).`
          : `Category ${name} must have its VAT exemption reason (text or VATEX code).`;
    default:
      return null;
  }
}

function partiesRo(key: string): string {
  if (key === 'AE')
    return 'vânzătorul trebuie să aibă cod de TVA sau cod fiscal, iar cumpărătorul cod de TVA sau identificator legal';
  if (key === 'IC') return 'vânzătorul și cumpărătorul trebuie să aibă cod de TVA';
  if (key === 'G') return 'vânzătorul trebuie să aibă cod de TVA';
  if (key === 'O') return 'nici vânzătorul, nici cumpărătorul nu pot avea cod de TVA';
  return 'vânzătorul trebuie să aibă cod de TVA sau cod de înregistrare fiscală';
}

function partiesEn(key: string): string {
  if (key === 'AE') return 'the seller needs a VAT or tax id and the buyer a VAT or legal id';
  if (key === 'IC') return 'the seller and the buyer need a VAT id';
  if (key === 'G') return 'the seller needs a VAT id';
  if (key === 'O') return 'neither the seller nor the buyer can have a VAT id';
  return 'the seller needs a VAT id or a tax registration id';
}
