import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from './web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web build every browser suite of this run serves (see web-build.ts). */
    webDist: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * Builds the web app once per run, before any suite starts: outside the suites' start-up time
 * limits (a build on a busy machine takes a while), and the same build for every suite even when
 * someone edits a source mid-run.
 */
export default function setup(project: TestProject): void {
  project.provide('webDist', ensureWebBuild(repoRoot));
}
