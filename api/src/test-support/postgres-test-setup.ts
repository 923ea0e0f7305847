import { afterAll } from 'vitest';
import { dropTestDatabases } from './test-database';

// Each test file's databases go when the file is done, so a run's disk use stays flat.
afterAll(dropTestDatabases);
