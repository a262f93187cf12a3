import type { Bank, BankPayload } from '@app/domain/banks/bank.schemas';
import { settingsApi } from '../settings.api';

export const banksApi = settingsApi<Bank, BankPayload>('banks');
export const BANKS_PATH = '/settings/banks';
