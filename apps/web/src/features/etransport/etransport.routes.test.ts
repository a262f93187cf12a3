import { describe, expect, it } from 'vitest';
import { COMING_SOON_AREAS } from '../../app/routes/module-paths';
import { etransportFileUrl } from './etransport.api';
import { etransportRoutes } from './etransport.routes';
import { etransportPaths } from './etransport-paths';

const handleOf = (path: string) =>
  etransportRoutes.find((route) => route.path === path)?.handle as { permission: string } | undefined;

const SPEC_PATHS = [
  '',
  '/subscription',
  '/create',
  '/create/client',
  '/create/supplier',
  '/create/goods-despatch-advice',
  '/:declarationId',
  '/:declarationId/duplicate',
  '/:declarationId/add-correction',
  '/:declarationId/view',
  '/transport-confirmation/create',
  '/transport-confirmation/create/:declarationId',
  '/transport-confirmation/:id/edit',
  '/vehicle-modification/create',
  '/vehicle-modification/create/:declarationId',
  '/vehicle-modification/:id/edit',
].map((path) => `/spv/etransport${path}`);

describe('e-Transport routes', () => {
  it('answer every address of spec 03 §2, each once, and are no longer a coming-soon area', () => {
    const paths = etransportRoutes.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(COMING_SOON_AREAS.some((area) => area.feature === 'etransport')).toBe(false);
  });

  it('guard reading with the module read permission and changes with its write permission', () => {
    expect(handleOf('/spv/etransport')?.permission).toBe('anaf-spv.ro-e-transport.read');
    expect(handleOf('/spv/etransport/:declarationId/view')?.permission).toBe('anaf-spv.ro-e-transport.read');
    expect(handleOf('/spv/etransport/subscription')?.permission).toBe('anaf-spv.ro-e-transport.read');
    for (const path of [
      '/spv/etransport/create/client',
      '/spv/etransport/:declarationId',
      '/spv/etransport/:declarationId/add-correction',
      '/spv/etransport/vehicle-modification/create/:declarationId',
      '/spv/etransport/transport-confirmation/:id/edit',
    ]) {
      expect(handleOf(path)?.permission, path).toBe('anaf-spv.ro-e-transport.write');
    }
  });

  it('build the addresses of the pages', () => {
    expect(etransportPaths.view('d 1')).toBe('/spv/etransport/d%201/view');
    expect(etransportPaths.correction('d1')).toBe('/spv/etransport/d1/add-correction');
    expect(etransportPaths.createFollowUp('vehicle-modification')).toBe(
      '/spv/etransport/vehicle-modification/create',
    );
    expect(etransportPaths.createFollowUp('transport-confirmation', 'd1')).toBe(
      '/spv/etransport/transport-confirmation/create/d1',
    );
    expect(etransportPaths.editFollowUp('vehicle-modification', 'v1')).toBe(
      '/spv/etransport/vehicle-modification/v1/edit',
    );
  });
});

describe('e-Transport file addresses', () => {
  it('ask for the PDF in the interface language and the XML as it is', () => {
    expect(etransportFileUrl.preview('c 1', 'd1', 'en-GB')).toBe(
      '/v1/my-companies/c%201/etransport/d1/preview?locale=en-GB',
    );
    expect(etransportFileUrl.download('c1', 'd1')).toBe('/v1/my-companies/c1/etransport/d1/download');
    expect(etransportFileUrl.downloadXml('c1', 'd/1')).toBe(
      '/v1/my-companies/c1/etransport/d%2F1/download-xml',
    );
  });
});
