// Turns a paths.ts builder into an Express pattern: paths.newsDetail(':id') → '/api/.../detail/:id'.
export function routeOf(build: (...args: never[]) => string, ...names: string[]): string {
  const args = names.map((n) => (n.startsWith('#') ? n.slice(1) : `:${n}`));
  const built = (build as (...a: string[]) => string)(...args);
  return built.replace(/%3A([A-Za-z]+)/g, ':$1');
}
