import { AddressList } from '../../../shared/sub-resources/sections/AddressSection';
import { useCompanySubResourceScope } from '../sub-resources';

/** /my-companies/:id/addresses: the company's working points and other addresses. */
export function AddressesTab() {
  return <AddressList scope={useCompanySubResourceScope()} />;
}
