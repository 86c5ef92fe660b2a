// Ad links are internal hash routes; anything else (javascript:, other sites) is not followed.
export function safeAdHref(adLink: string | undefined): string | null {
  const link = (adLink ?? '').trim();
  if (!link.startsWith('#/')) return null;
  // no protocol-relative or scheme tricks hidden after the hash
  return /^#\/[A-Za-z0-9_\-/?=&%.~+]*$/.test(link) ? link : null;
}
