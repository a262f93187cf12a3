import { AddressForm, AddressList } from '../../../shared/sub-resources/sections/AddressSection';
import { BankAccountForm, BankAccountList } from '../../../shared/sub-resources/sections/BankAccountSection';
import { ContactForm, ContactList } from '../../../shared/sub-resources/sections/ContactSection';
import { usePartnerSubResourceScope } from '../pages/PartnerLayout';

// The Addresses, Bank accounts and Contacts tabs of a partner: the shared section screens with the
// partner as their owner (a partner's bank accounts have no name of their own).

export const PartnerAddressesTab = () => <AddressList scope={usePartnerSubResourceScope()} />;
export const PartnerAddressPage = () => <AddressForm scope={usePartnerSubResourceScope()} />;
export const PartnerContactsTab = () => <ContactList scope={usePartnerSubResourceScope()} />;
export const PartnerContactPage = () => <ContactForm scope={usePartnerSubResourceScope()} />;
export const PartnerBankAccountsTab = () => (
  <BankAccountList scope={usePartnerSubResourceScope()} withName={false} />
);
export const PartnerBankAccountPage = () => (
  <BankAccountForm scope={usePartnerSubResourceScope()} withName={false} />
);
