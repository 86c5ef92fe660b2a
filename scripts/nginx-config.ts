// Renders deploy/nginx/ into a directory nginx runs from: *.conf copied, *.conf.template with ${NAME} filled in.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const NGINX_CONFIG_DIR = resolve(import.meta.dirname, '..', 'deploy', 'nginx');
const MODULES = '/usr/lib/nginx/modules';
export const BROTLI_MODULES = {
  BROTLI_FILTER_MODULE: `${MODULES}/ngx_http_brotli_filter_module.so`,
  BROTLI_STATIC_MODULE: `${MODULES}/ngx_http_brotli_static_module.so`,
};
/** The six backend hosts' variables (docs/deploy.md), in HOST_TABLE's names. */
export const BACKEND_VARIABLES = {
  policy: 'QZ_API_POLICY',
  platform: 'QZ_API_PLATFORM',
  freeApply: 'QZ_API_FREE_APPLY',
  consult: 'QZ_API_CONSULT',
  financing: 'QZ_API_FINANCING',
  intelligentForm: 'QZ_API_INTELLIGENT_FORM',
} as const;

/** Replaces ${NAME}; a name without a value is an error, never an empty string. */
export function render(
  template: string,
  values: Readonly<Record<string, string>>,
  file = 'template',
): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/${file}: no value for \${${name}}`);
    return value;
  });
}

/** Writes the configuration into `dir` (with logs/ and temp/); `templates` says which templates to render. */
export function writeNginxConfig(
  dir: string,
  values: Readonly<Record<string, string>>,
  templates: readonly string[],
): void {
  for (const sub of ['logs', 'temp']) mkdirSync(resolve(dir, sub), { recursive: true });
  for (const file of Object.values(BROTLI_MODULES))
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: apt-get install libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter`,
      );
  const all = { ...BROTLI_MODULES, ...values };
  for (const name of readdirSync(NGINX_CONFIG_DIR)) {
    const from = resolve(NGINX_CONFIG_DIR, name);
    if (name.endsWith('.conf')) copyFileSync(from, resolve(dir, name));
    else if (templates.includes(name))
      writeFileSync(
        resolve(dir, name.replace(/\.template$/, '')),
        render(readFileSync(from, 'utf8'), all, name),
      );
  }
}
