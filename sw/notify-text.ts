// Fills a catalogue template's {name} placeholders for a notification (the worker has no i18n runtime).
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
