import { BankAccountList } from '../../../shared/sub-resources/sections/BankAccountSection';
import { useCompanySubResourceScope } from '../sub-resources';

/** /my-companies/:id/bank-accounts: the accounts printed on the company's invoices. */
export function BankAccountsTab() {
  return <BankAccountList scope={useCompanySubResourceScope()} withName />;
}
