// Which message keys a piece of code names, for scripts/i18n-paraglide-probe.ts (on built chunks) and
// tests/shared/i18n/first-screen-messages.test.ts (on the sources): a quoted key that is not a catalogue's
// own property, plus every key a template such as `filter.amount.${x}` or `eligibility.${kind}.${status}`
// can make (each ${} stands for any text).

/** A key the code names: "a.b" / `a.b` / 'a.b' not in a property's place ({"a.b": or ,"a.b":). */
const QUOTED = /(?<=(.))([`'"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\2(?=(.))/g;
const TEMPLATE =
  /`([A-Za-z][\w-]*\.(?:[^`$\\]|\$(?!\{))*(?:\$\{(?:[^`}]|`[^`]*`)*\}(?:[^`$\\]|\$(?!\{))*)+)`/g;

/** The keys of `keys` the code names, and the templates that made some of them. */
export function keysNamed(
  code: string,
  keys: ReadonlySet<string>,
): { keys: Set<string>; templates: Set<string> } {
  const found = new Set<string>();
  const templates = new Set<string>();
  for (const [, before = '', , key = '', after = ''] of code.matchAll(QUOTED)) {
    if (!keys.has(key)) continue;
    if (after === ':' && (before === '{' || before === ',')) continue; // a catalogue's own property
    found.add(key);
  }
  for (const [, body = ''] of code.matchAll(TEMPLATE)) {
    const pattern = new RegExp(
      `^${body
        .split(/\$\{(?:[^`}]|`[^`]*`)*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
    const made = [...keys].filter((key) => pattern.test(key));
    if (made.length) {
      templates.add(body);
      made.forEach((key) => found.add(key));
    }
  }
  return { keys: found, templates };
}
