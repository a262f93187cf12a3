import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../shared/errors/chunk-error';
import { lazyComponent, withChunkTimeout } from './lazy';

describe('withChunkTimeout', () => {
  it('passes a module that arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('ok'), 50)).resolves.toBe('ok');
  });

  it('turns a module that never arrives into a chunk-load error', async () => {
    const error = await withChunkTimeout(new Promise(() => {}), 10).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe('lazyComponent', () => {
  it('picks the named export as the route component', async () => {
    const Page = () => null;
    await expect(lazyComponent(async () => ({ Page }), 'Page')()).resolves.toEqual({ Component: Page });
  });
});
