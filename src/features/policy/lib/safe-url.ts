// Attachment addresses from the server: same-site paths or http(s) only.
export function safeFileUrl(url: string): string | null {
  const text = url.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
