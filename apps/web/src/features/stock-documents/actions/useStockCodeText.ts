import { useTranslation } from 'react-i18next';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';

/** A rule code as words: this feature's own (stock-documents.rules.*) first, the shared texts for the rest. */
export function useStockCodeText(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const shared = useRuleCodeText();
  return (code) => {
    const [name = '', arg = ''] = code.split(':');
    const key = `stock-documents.rules.${name}`;
    return i18n.exists(key) ? t(key, { n: arg }) : shared(code);
  };
}
