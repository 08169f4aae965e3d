import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

// Vitest's global set-up: names the file where this run keeps its migrated, seeded embedded database,
// which the first test file to need one writes and the others copy (tests/support/database.ts). One
// file per run, removed at its end, so a changed migration or seed is never read from an older run.

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

export default function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `estate-test-database-${process.pid}-${Date.now()}.tar`);
  project.provide('databaseTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
