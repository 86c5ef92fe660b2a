import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Loads .env (the demo SM4 key and hosts) unless the variables are already set. */
export function loadDotEnv(): void {
  const file = resolve(import.meta.dirname, '../.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
