import { BankAccountForm } from '../../../shared/sub-resources/sections/BankAccountSection';
import { useCompanySubResourceScope } from '../sub-resources';

/** /my-companies/:id/bank-accounts/create and /:bankAccountId (the company's accounts have a name). */
export function BankAccountEditPage() {
  return <BankAccountForm scope={useCompanySubResourceScope()} withName />;
}
