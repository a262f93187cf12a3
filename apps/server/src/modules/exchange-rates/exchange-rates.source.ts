import { type BnrRatesClient, createBnrRatesClient } from '@app/anaf/exchange-rates/bnr-rates.client';
import { SIMULATED_THROUGH } from '@app/anaf/exchange-rates/bnr-rates.simulated-days';
import { startBnrSimulator } from '@app/anaf/exchange-rates/bnr-rates.simulator';
import { BNR_URL } from '@app/anaf/exchange-rates/bnr-rates.types';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Config } from '../../config';

export type BnrSource = { client: BnrRatesClient; url: string; close(): Promise<void> };

/** An interactive request waits at most this long for BNR before a stored rate answers. */
const TIMEOUT_MS = 10_000;

/**
 * Where the rates come from: `bnrUrl` (BNR_URL) when set; otherwise BNR itself when the app talks
 * to the real outside services (ANAF_MODE=anaf, production's default), or a simulator of BNR's
 * files started in this process (development and tests, so they need no network). In development
 * the simulator publishes up to today, in tests up to its fixed last day (Friday 20 November 2026).
 */
export async function openBnrSource(config: Config, bnrUrl: string | null): Promise<BnrSource> {
  if (bnrUrl || config.anafMode === 'anaf') {
    const url = bnrUrl || BNR_URL;
    return {
      client: createBnrRatesClient({ baseUrl: url, timeoutMs: TIMEOUT_MS }),
      url,
      close: async () => {},
    };
  }
  const today = todayInRomania();
  const through = config.env === 'development' && today > SIMULATED_THROUGH ? today : SIMULATED_THROUGH;
  const simulator = await startBnrSimulator({ host: '127.0.0.1', port: 0, through });
  return {
    client: createBnrRatesClient({ baseUrl: simulator.url, timeoutMs: TIMEOUT_MS }),
    url: simulator.url,
    close: () => simulator.close(),
  };
}
